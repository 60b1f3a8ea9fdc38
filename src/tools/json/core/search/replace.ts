import { escapeJsonString } from '../escape';
import type { TextEdit } from '../textEdit';
import type { DecodedToken } from './decode';
import { buildPattern } from './pattern';
import { scanDocument, type Hit } from './scan';
import type { Refusal, SearchOptions, TokenKind } from './types';

export interface ReplacePlan {
  /** Planned on the text given, for `editorRef.current.apply(edits, text)`. */
  edits: TextEdit[];
  /** Matches replaced (one edit each). */
  replaced: number;
  /** Matches kept, by token, with the reason. */
  refusals: Refusal[];
}

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Whether `text` can stand where a number, true, false or null stood. */
export function isJsonLiteral(text: string): boolean {
  return text === 'true' || text === 'false' || text === 'null' || NUMBER.test(text);
}

/** A token with the matches chosen for replacing, what each becomes and the result. */
interface Planned {
  kind: TokenKind;
  from: number;
  to: number;
  decoded: DecodedToken;
  hits: Hit[];
  inserts: string[];
  after: string;
}

/** A key of the object being read: its final text, and its plan when it changes. */
interface KeyEntry {
  original: string;
  final: string;
  plan: Planned | null;
}

/**
 * Plans replacing every match (or only the `only`-th, counting in document order) with
 * `replacement` (`$1`, `$<name>`, `$&` expanded in regex mode, literal otherwise). Strings and
 * keys get the replacement JSON-escaped, so the document stays valid; a number or
 * true/false/null that would not stay one, and a key that would equal another key of its
 * object, is kept and listed. Every byte outside the replaced matches stays as it was.
 */
export function planReplace(
  text: string,
  options: SearchOptions,
  replacement: string,
  only = -1,
  onProgress?: (offset: number) => void,
): ReplacePlan {
  const edits: TextEdit[] = [];
  const refusals: Refusal[] = [];
  const objects: KeyEntry[][] = [];
  let seen = 0;
  const { find, at } = buildPattern(options);

  const expand = (value: string, hit: Hit): string => {
    if (!options.regex) return replacement;
    // The sticky twin redoes this very match, so the engine expands $1, $<name>, $&, $` and $'.
    at.lastIndex = hit.start;
    const replaced = value.replace(at, replacement);
    return replaced.slice(hit.start, replaced.length - (value.length - hit.end));
  };

  const refuse = (plan: Planned, code: Refusal['code']) =>
    refusals.push({
      from: plan.from,
      to: plan.to,
      matches: plan.hits.length,
      code,
      params: {
        before: text.slice(plan.from, plan.to),
        after: plan.kind === 'key' ? escapeJsonString(plan.after, true) : plan.after,
      },
    });

  const accept = (plan: Planned) => {
    const escaped = plan.kind === 'key' || plan.kind === 'string';
    plan.hits.forEach((hit, i) =>
      edits.push({
        from: plan.decoded.rawAt(hit.start),
        to: plan.decoded.rawAt(hit.end),
        insert: escaped ? escapeJsonString(plan.inserts[i]) : plan.inserts[i],
      }),
    );
  };

  /** Keys that would collide with another key of their object are kept, until none do. */
  const settleKeys = (keys: KeyEntry[]) => {
    for (let changed = true; changed;) {
      changed = false;
      const counts = new Map<string, number>();
      for (const key of keys) counts.set(key.final, (counts.get(key.final) ?? 0) + 1);
      for (const key of keys) {
        if (key.plan && counts.get(key.final)! > 1) {
          refuse(key.plan, 'duplicateKey');
          key.final = key.original;
          key.plan = null;
          changed = true;
        }
      }
    }
    for (const key of keys) if (key.plan) accept(key.plan);
  };

  scanDocument(
    text,
    options,
    {
      beginObject: () => objects.push([]),
      endObject: () => settleKeys(objects.pop()!),
      token(kind, from, to, decoded, allHits) {
        const first = seen;
        seen += allHits.length;
        const hits =
          only < 0 ? allHits : only >= first && only < seen ? [allHits[only - first]] : [];
        const value = decoded.value;
        if (hits.length === 0) {
          if (kind === 'key') objects.at(-1)!.push({ original: value, final: value, plan: null });
          return;
        }
        const inserts = hits.map((hit) => expand(value, hit));
        const parts: string[] = [];
        let end = 0;
        hits.forEach((hit, i) => {
          parts.push(value.slice(end, hit.start), inserts[i]);
          end = hit.end;
        });
        parts.push(value.slice(end));
        const after = parts.join('');
        const plan: Planned = { kind, from, to, decoded, hits, inserts, after };
        if (kind === 'key') objects.at(-1)!.push({ original: value, final: after, plan });
        else if (kind === 'string') accept(plan);
        else if (isJsonLiteral(after)) accept(plan);
        else refuse(plan, 'notLiteral');
      },
    },
    onProgress,
    find,
  );
  // Keys are settled when their object closes, after the values inside it.
  edits.sort((a, b) => a.from - b.from);
  refusals.sort((a, b) => a.from - b.from);
  return { edits, replaced: edits.length, refusals };
}
