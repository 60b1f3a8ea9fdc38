import type { QueryChange } from '../query';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { nudged, type InexactInput } from './jqNumbers';

/** Runs jq again on the input with some numbers written otherwise; throws as the first run. */
export type Rerun = (nudges: Map<JsonNumber, JsonNumber>) => JsonValue[];

/** How jq prints each of these number texts when it only moves them. */
export type Probe = (texts: string[]) => string[];

/** Reruns and time allowed to find the numbers that mattered; the rest are all listed. */
const MAX_RERUNS = 24;
const MAX_MILLISECONDS = 3000;

/** Number texts, alone or inside strings (`tostring`, `tojson` write numbers into text). */
const NUMBER_TEXT = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * A literal of the double `d` that jq, which prints a number it only moved as its literal and
 * a number it computed as a double, never prints for a computed one: trailing zero digits
 * (`12345678901234567000.0`, `1.00000000000000020`, `1.79…570e+308`). The nudged stand-ins
 * get two, so that one is never read as the plain stand-in of the next double.
 */
export function standIn(d: number, zeros: 1 | 2): string {
  const text = String(d);
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const pad = '0'.repeat(zeros);
  const widened = mantissa.includes('.') ? `${mantissa}${pad}` : `${mantissa}.${pad}`;
  return e < 0 ? widened : widened + text.slice(e);
}

/**
 * The outputs as one comparable text. `back` maps how jq prints a stand-in it only moved to
 * the input number it stands for, so a moved number (or one written into a string) reads the
 * same whatever stood in for it; numbers jq computed read as jq printed them.
 */
function signature(outputs: JsonValue[], back: Map<string, string>): string {
  const value = (raw: string) => back.get(raw) ?? raw;
  const parts: string[] = [];
  const work: (JsonValue | { key: string })[] = [...outputs].reverse();
  while (work.length > 0) {
    const v = work.pop()!;
    if (v instanceof JsonNumber) parts.push(`n${value(v.raw)}`);
    else if (typeof v === 'string') parts.push(JSON.stringify(v.replace(NUMBER_TEXT, value)));
    else if (Array.isArray(v)) {
      parts.push(`[${v.length}`);
      for (let i = v.length - 1; i >= 0; i -= 1) work.push(v[i]);
    } else if (v instanceof JsonObject) {
      parts.push(`{${v.entries.length}`);
      for (let i = v.entries.length - 1; i >= 0; i -= 1) {
        work.push(v.entries[i][1]);
        work.push({ key: v.entries[i][0] });
      }
    } else if (v !== null && typeof v === 'object') parts.push(`k${JSON.stringify(v.key)}`);
    else parts.push(String(v));
  }
  return parts.join(',');
}

/** An inexact input number's two stand-ins: its double, and the next double. */
interface StandIns {
  plain: JsonNumber;
  nudged: JsonNumber;
}

/**
 * Runs with every inexact number replaced by a stand-in of the double jq computes with, the
 * ones in `nudge` by the next double's: the signature of the outputs, or undefined if jq failed.
 */
function outcome(
  standIns: Map<InexactInput, StandIns>,
  back: Map<string, string>,
  nudge: Set<InexactInput>,
  rerun: Rerun,
): string | undefined {
  const replace = new Map<JsonNumber, JsonNumber>();
  for (const [entry, { plain, nudged: next }] of standIns)
    replace.set(entry.number, nudge.has(entry) ? next : plain);
  try {
    return signature(rerun(replace), back);
  } catch {
    return undefined;
  }
}

/**
 * Which of the numbers a double does not hold did jq compute with? jq 1.7+ moves and compares
 * numbers exactly but adds, multiplies, `floor`s… their doubles. So jq runs on the input with
 * each such number as its double (the same arithmetic, exact comparisons made on the double),
 * then with some of them nudged to the next double: a number whose nudge changes the outputs
 * was computed with. Groups are halved while they matter (the second half is not run when the
 * first did not matter), so one among thousands costs a few runs; past MAX_RERUNS or
 * MAX_MILLISECONDS (big documents) the groups left are listed as "may have been".
 */
export function computedWith(inexact: InexactInput[], rerun: Rerun, probe: Probe): QueryChange[] {
  const started = Date.now();
  const standIns = new Map<InexactInput, StandIns>();
  for (const entry of inexact)
    standIns.set(entry, {
      plain: new JsonNumber(standIn(entry.double, 1)),
      nudged: new JsonNumber(standIn(Number(nudged(entry.double)), 2)),
    });
  const texts = [...standIns.values()].flatMap(({ plain, nudged: next }) => [plain.raw, next.raw]);
  const printed = probe(texts);
  // Both stand-ins read as the double they stand for: numbers with one double read alike.
  const back = new Map<string, string>();
  inexact.forEach((entry, i) => {
    back.set(printed[2 * i], `#${entry.double}`);
    back.set(printed[2 * i + 1], `#${entry.double}`);
  });
  const base = outcome(standIns, back, new Set(), rerun);
  let reruns = 1;
  /** Whether nudging the group changes the outputs; undefined once out of runs or time. */
  const differs = (group: InexactInput[]) => {
    if (base === undefined || reruns >= MAX_RERUNS || Date.now() - started > MAX_MILLISECONDS)
      return undefined;
    reruns += 1;
    return outcome(standIns, back, new Set(group), rerun) !== base;
  };
  const found = new Map<InexactInput, QueryChange['reason']>();
  const maybe = (group: InexactInput[]) => group.forEach((e) => found.set(e, 'jqDoubleMaybe'));
  // Each group with whether it is already known to matter.
  const groups: [InexactInput[], boolean][] = [[inexact, false]];
  while (groups.length > 0) {
    const [group, known] = groups.shift()!;
    const matters = known || differs(group);
    if (matters === undefined) maybe(group);
    if (!matters) continue;
    if (group.length === 1) {
      found.set(group[0], 'jqDouble');
      continue;
    }
    const half = Math.ceil(group.length / 2);
    const [left, right] = [group.slice(0, half), group.slice(half)];
    const leftMatters = differs(left);
    if (leftMatters === undefined) maybe(group);
    else if (leftMatters) groups.push([left, true], [right, false]);
    else groups.push([right, true]);
  }
  return inexact.flatMap((entry) => {
    const reason = found.get(entry);
    if (!reason) return [];
    const { number, path, double } = entry;
    return [{ path, before: number.raw, after: String(double), reason }];
  });
}
