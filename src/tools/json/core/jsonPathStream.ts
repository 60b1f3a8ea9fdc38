import type { QueryDocument } from './queryDocument';
import type { QueryMatch } from './query';
import { childPath } from './queryView';

/**
 * JSONPath made only of names, indexes, `*` and `..` (`$..trace`, `$[5].tags[*]`, `$.a..b`),
 * evaluated on the document's nodes as jsonpath-plus does on the query view: same matches, in
 * the same order, with the same paths. It builds no view: a query reading the whole of a
 * 100 MB document holds only the matches it keeps, where the view held an object per
 * container (2 GB). Anything else (filters, slices, unions, `~`, `^`) is left to jsonpath-plus.
 */
export type PathStep = { kind: 'name'; name: string } | { kind: 'all' } | { kind: 'descend' };

/**
 * Names read alike by jsonpath-plus and here. jsonpath-plus gives some texts a meaning of
 * their own (`@…`, `(…)`, `#0`, `a,b`, `1:2`) and finds `length` on every array.
 */
const PLAIN_NAME = /^[\p{L}\p{N}_-]+$/u;

/** The steps of `expression`, or null when it uses more than this evaluator reads. */
export function streamablePath(expression: string): PathStep[] | null {
  if (expression[0] !== '$') return null;
  const steps: PathStep[] = [];
  const token = /\.\.|\.(\*|[\p{L}\p{N}_-]+)|\[(\*|\d+|'[^']*'|"[^"]*")\]/uy;
  let at = 1;
  while (at < expression.length) {
    token.lastIndex = at;
    const found = token.exec(expression);
    if (!found) return null;
    at = token.lastIndex;
    if (found[0] === '..') {
      // `..` names what follows it: `$..trace`, `$..*`, `$..[0]`.
      if (!/^(?:\*|[\p{L}\p{N}_-]|\[)/u.test(expression.slice(at))) return null;
      steps.push({ kind: 'descend' });
      if (expression[at] === '*') {
        steps.push({ kind: 'all' });
        at += 1;
      } else if (expression[at] !== '[') at = name(expression, at, steps);
      if (at < 0) return null;
      continue;
    }
    const selector = found[1] ?? found[2];
    if (selector === '*') steps.push({ kind: 'all' });
    else {
      const plain = /^['"]/.test(selector) ? selector.slice(1, -1) : selector;
      if (!PLAIN_NAME.test(plain) || plain === 'length') return null;
      steps.push({ kind: 'name', name: plain });
    }
  }
  return steps;
}

/** Reads the name after `..` at `at`; returns where it ends, or -1 when it is not plain. */
function name(expression: string, at: number, steps: PathStep[]): number {
  const found = /[\p{L}\p{N}_-]+/uy;
  found.lastIndex = at;
  const match = found.exec(expression);
  if (!match || match[0] === 'length') return -1;
  steps.push({ kind: 'name', name: match[0] });
  return found.lastIndex;
}

/** How a match's path is built, only for the matches kept: a link per step taken. */
interface PathLink {
  up: PathLink | null;
  key: string | number;
}

function pathOf(link: PathLink | null): string {
  const keys: (string | number)[] = [];
  for (let at = link; at; at = at.up) keys.push(at.key);
  return keys.reduceRight<string>((path, key) => childPath(path, key), '$');
}

export interface StreamedMatches {
  /** The first `limit` matches, as written. */
  matches: QueryMatch[];
  total: number;
}

/** A step being taken at a node: `members` and `next` once its members are being walked. */
interface Frame<N> {
  step: number;
  node: N;
  link: PathLink | null;
  members?: { keys: string[] | null; nodes: ArrayLike<N> };
  next: number;
}

/**
 * Runs the steps depth first with a stack (any depth), in jsonpath-plus's order: at `..`, the
 * rest of the path on the node itself, then `..` again on each member that is a container.
 * Members are a query's members: each key once, at its first place, with its last value. A
 * frame walks its members one at a time, so the stack holds a path's frames, not every
 * member of the containers on it (950,000 frames for the root of a 100 MB array).
 */
export function streamJsonPath<N>(
  document: QueryDocument<N>,
  steps: PathStep[],
  limit: number,
): StreamedMatches {
  const matches: QueryMatch[] = [];
  let total = 0;
  const work: Frame<N>[] = [{ step: 0, node: document.root, link: null, next: 0 }];
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const { step, node, link, members } = frame;
    if (members) {
      if (frame.next >= members.nodes.length) {
        work.pop();
        continue;
      }
      const i = frame.next++;
      const descend = steps[step].kind === 'descend';
      // `..` goes on only into containers (jsonpath-plus also enters null, finding nothing).
      if (descend && document.containerKind(members.nodes[i]) === null) continue;
      const key = members.keys === null ? i : members.keys[i];
      const next = { up: link, key };
      work.push({ step: descend ? step : step + 1, node: members.nodes[i], link: next, next: 0 });
      continue;
    }
    if (step === steps.length) {
      work.pop();
      total += 1;
      if (matches.length < limit) matches.push({ path: pathOf(link), value: document.value(node) });
      continue;
    }
    const kind = document.containerKind(node);
    const current = steps[step];
    if (kind === null) {
      work.pop();
      continue;
    }
    if (current.kind === 'name') {
      work.pop();
      const member = document.member(node, current.name);
      const key = kind === 'array' ? Number(current.name) : current.name;
      if (member !== undefined)
        work.push({ step: step + 1, node: member, link: { up: link, key }, next: 0 });
      continue;
    }
    frame.members = document.members(node);
    // `..` first takes the rest of the path at the node itself.
    if (current.kind === 'descend') work.push({ step: step + 1, node, link, next: 0 });
  }
  return { matches, total };
}
