import type { QueryChange } from '../query';
import { JsonNumber, JsonObject, type JsonValue } from '../tree';
import { nudged, type InexactInput } from './jqNumbers';

/** Runs jq again on the input with some numbers written otherwise; throws as the first run. */
export type Rerun = (nudges: Map<JsonNumber, JsonNumber>) => JsonValue[];

/** How jq prints each of these number texts when it only moves them. */
export type Probe = (texts: string[]) => string[];

/** Reruns allowed to find the numbers that mattered; the ones not told apart are all listed. */
const MAX_RERUNS = 24;

/** Number texts, alone or inside strings (`tostring`, `tojson` write numbers into text). */
const NUMBER_TEXT = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * A literal of the double `d` that jq, which prints a number it only moved as its literal and
 * a number it computed as a double, never prints for a computed one: a trailing zero digit
 * (`12345678901234567000.0`, `1.00000000000000020`, `1.79…570e+308`).
 */
export function standIn(d: number): string {
  const text = String(d);
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const widened = mantissa.includes('.') ? `${mantissa}0` : `${mantissa}.0`;
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
 * was computed with. Groups are nudged together and halved while they matter, so one among
 * thousands costs a few runs; past MAX_RERUNS the groups left are listed as "may have been".
 */
export function computedWith(inexact: InexactInput[], rerun: Rerun, probe: Probe): QueryChange[] {
  const standIns = new Map<InexactInput, StandIns>();
  for (const entry of inexact)
    standIns.set(entry, {
      plain: new JsonNumber(standIn(entry.double)),
      nudged: new JsonNumber(standIn(Number(nudged(entry.double)))),
    });
  const texts = [...standIns.values()].flatMap(({ plain, nudged: next }) => [plain.raw, next.raw]);
  const printed = probe(texts);
  const back = new Map<string, string>();
  for (let i = 0; i < inexact.length; i += 1) {
    back.set(printed[2 * i], `#${i}`);
    back.set(printed[2 * i + 1], `#${i}`);
  }
  const base = outcome(standIns, back, new Set(), rerun);
  const order = new Map(inexact.map((entry, i) => [entry, i]));
  const found: [InexactInput, QueryChange['reason']][] = [];
  const groups = [inexact];
  let reruns = 1;
  while (groups.length > 0) {
    const group = groups.shift()!;
    if (base === undefined || reruns >= MAX_RERUNS) {
      for (const entry of group) found.push([entry, 'jqDoubleMaybe']);
      continue;
    }
    reruns += 1;
    if (outcome(standIns, back, new Set(group), rerun) === base) continue;
    if (group.length === 1) found.push([group[0], 'jqDouble']);
    else {
      const half = Math.ceil(group.length / 2);
      groups.push(group.slice(0, half), group.slice(half));
    }
  }
  found.sort((a, b) => order.get(a[0])! - order.get(b[0])!);
  return found.map(([{ number, path, double }, reason]) => ({
    path,
    before: number.raw,
    after: String(double),
    reason,
  }));
}
