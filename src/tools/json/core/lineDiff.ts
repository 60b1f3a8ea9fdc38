/** One changed stretch of lines between two texts (1-based line numbers). */
export interface LineChange {
  beforeLine: number;
  afterLine: number;
  removed: string[];
  added: string[];
}

/**
 * Myers' O(ND) line diff, grouped into changed stretches. Gives up (returns undefined) past
 * `maxEdits` edits, where a list of changes would no longer help anyone.
 */
export function diffLines(
  before: string,
  after: string,
  maxEdits = 2000,
): LineChange[] | undefined {
  const a = before.split(/\r\n|\r|\n/);
  const b = after.split(/\r\n|\r|\n/);
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = false;
  for (let d = 0; d <= max && !found; d += 1) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1])
          ? v[offset + k + 1]
          : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
  }
  if (!found) return undefined;
  // Walk back through the saved frontiers to recover the edit script.
  const edits: ('=' | '-' | '+')[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d -= 1) {
    const frontier = trace[d];
    const k = x - y;
    const down = k === -d || (k !== d && frontier[offset + k - 1] < frontier[offset + k + 1]);
    const prevK = down ? k + 1 : k - 1;
    const prevX = frontier[offset + prevK];
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      edits.push('=');
      x -= 1;
      y -= 1;
    }
    edits.push(down ? '+' : '-');
    x = prevX;
    y = prevY;
  }
  while (x > 0 && y > 0) {
    edits.push('=');
    x -= 1;
    y -= 1;
  }
  edits.reverse();
  const changes: LineChange[] = [];
  let i = 0;
  let j = 0;
  let current: LineChange | undefined;
  for (const edit of edits) {
    if (edit === '=') {
      current = undefined;
      i += 1;
      j += 1;
      continue;
    }
    if (!current) {
      current = { beforeLine: i + 1, afterLine: j + 1, removed: [], added: [] };
      changes.push(current);
    }
    if (edit === '-') current.removed.push(a[i++]);
    else current.added.push(b[j++]);
  }
  return changes;
}
