import { problem, type CompareProblem } from './errors';
import { DOCUMENT_VERSION, validateComparison, type ComparisonDoc } from './document';
import { is } from './validate';

/** Everything the tool keeps in IndexedDB: the saved comparisons and which one is open. */
export interface ComparisonLibrary {
  currentId: string;
  comparisons: ComparisonDoc[];
}

export interface StoredLibrary {
  version: number;
  library: ComparisonLibrary;
}

/**
 * How many comparisons files and share links may fill the library to (a comparison is a few
 * KB; IndexedDB holds this easily). Reaching it is said before an import changes anything;
 * nothing saved is ever dropped to make room.
 */
export const MAX_COMPARISONS = 5000;

export type LibraryReadResult =
  | { status: 'empty' }
  | { status: 'ok'; library: ComparisonLibrary; dropped: number }
  | { status: 'damaged'; reason: 'not-json' | 'shape' | 'version' };

/**
 * Reads what IndexedDB returned. Damaged comparisons are dropped one by one (the others are
 * kept); a damaged envelope, another version or text that is not JSON means starting fresh.
 */
export function readLibrary(stored: unknown): LibraryReadResult {
  if (stored === undefined || stored === null) return { status: 'empty' };
  let envelope: unknown = stored;
  if (typeof stored === 'string') {
    try {
      envelope = JSON.parse(stored);
    } catch {
      return { status: 'damaged', reason: 'not-json' };
    }
  }
  if (!is.object(envelope)) return { status: 'damaged', reason: 'shape' };
  if (envelope.version !== DOCUMENT_VERSION) return { status: 'damaged', reason: 'version' };
  const library = envelope.library;
  if (!is.object(library) || !Array.isArray(library.comparisons))
    return { status: 'damaged', reason: 'shape' };
  const comparisons = library.comparisons
    .map(validateComparison)
    .filter((doc): doc is ComparisonDoc => doc !== undefined);
  const dropped = library.comparisons.length - comparisons.length;
  if (comparisons.length === 0) return { status: 'damaged', reason: 'shape' };
  const currentId =
    typeof library.currentId === 'string' && comparisons.some((doc) => doc.id === library.currentId)
      ? library.currentId
      : comparisons[0].id;
  return { status: 'ok', library: { currentId, comparisons }, dropped };
}

export function toStored(library: ComparisonLibrary): StoredLibrary {
  return { version: DOCUMENT_VERSION, library };
}

/** A comparison just deleted, with what it takes to put it back as it was. */
export interface RemovedComparison {
  doc: ComparisonDoc;
  index: number;
  wasOpen: boolean;
}

/**
 * The library without one comparison. The library is never empty (a comparison is always
 * open), so deleting the last one adds `replacement()`.
 */
export function removeComparison(
  library: ComparisonLibrary,
  id: string,
  replacement: () => ComparisonDoc,
): { library: ComparisonLibrary; removed: RemovedComparison | undefined } {
  const index = library.comparisons.findIndex((doc) => doc.id === id);
  if (index < 0) return { library, removed: undefined };
  const removed = { doc: library.comparisons[index], index, wasOpen: library.currentId === id };
  const rest = library.comparisons.filter((doc) => doc.id !== id);
  if (rest.length === 0) rest.push(replacement());
  const currentId = removed.wasOpen ? rest[0].id : library.currentId;
  return { library: { currentId, comparisons: rest }, removed };
}

/** Undoes `removeComparison`: same place in the list, open again if it was; once only. */
export function restoreComparison(
  library: ComparisonLibrary,
  removed: RemovedComparison,
): ComparisonLibrary {
  if (library.comparisons.some((doc) => doc.id === removed.doc.id)) return library;
  const comparisons = [...library.comparisons];
  comparisons.splice(Math.min(removed.index, comparisons.length), 0, removed.doc);
  return { currentId: removed.wasOpen ? removed.doc.id : library.currentId, comparisons };
}

/** The export file: a list of comparisons any instance of the tool can import. */
export const EXPORT_FORMAT = 'toolbox-compare';

export function exportFile(comparisons: ComparisonDoc[]): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: DOCUMENT_VERSION, comparisons }, null, 2);
}

/**
 * Where JSON.parse stopped, when the engine says (V8: "… at position 12"), as line and column
 * from 1, so the user can find the fault in the file.
 */
function jsonFaultAt(text: string, error: unknown): { line: number; column: number } | undefined {
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  if (!match) return undefined;
  const before = text.slice(0, Number(match[1]));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Parses an export file; the problem says what is wrong and where. */
export function importFile(
  text: string,
): { ok: true; comparisons: ComparisonDoc[] } | { ok: false; error: CompareProblem } {
  const fail = (...args: Parameters<typeof problem>) => ({
    ok: false as const,
    error: problem(...args),
  });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const at = jsonFaultAt(text, error);
    return at ? fail('file-not-json-at', at) : fail('file-not-json');
  }
  if (!is.object(data) || data.format !== EXPORT_FORMAT) return fail('file-not-compare');
  if (data.version !== DOCUMENT_VERSION) {
    return fail('file-version', { version: String(data.version), current: DOCUMENT_VERSION });
  }
  if (!Array.isArray(data.comparisons)) return fail('file-no-list');
  const comparisons: ComparisonDoc[] = [];
  for (let i = 0; i < data.comparisons.length; i += 1) {
    const doc = validateComparison(data.comparisons[i]);
    if (!doc) return fail('file-bad-record', { n: i + 1 });
    comparisons.push(doc);
  }
  if (comparisons.length === 0) return fail('file-empty');
  return { ok: true, comparisons };
}
