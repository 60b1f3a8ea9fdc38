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

/** Parses an export file; the error is Chinese and says what is wrong. */
export function importFile(
  text: string,
): { ok: true; comparisons: ComparisonDoc[] } | { ok: false; error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `文件不是有效的 JSON：${(error as Error).message}` };
  }
  if (!is.object(data) || data.format !== EXPORT_FORMAT) {
    return { ok: false, error: '这不是比价器导出的文件（缺少 format: "toolbox-compare"）' };
  }
  if (data.version !== DOCUMENT_VERSION) {
    return {
      ok: false,
      error: `文件版本 ${String(data.version)} 不受支持（当前版本 ${DOCUMENT_VERSION}）`,
    };
  }
  if (!Array.isArray(data.comparisons)) return { ok: false, error: '文件中没有比价记录列表' };
  const comparisons: ComparisonDoc[] = [];
  for (let i = 0; i < data.comparisons.length; i += 1) {
    const doc = validateComparison(data.comparisons[i]);
    if (!doc) return { ok: false, error: `第 ${i + 1} 条比价记录的内容不完整或类型不对` };
    comparisons.push(doc);
  }
  if (comparisons.length === 0) return { ok: false, error: '文件中没有比价记录' };
  return { ok: true, comparisons };
}
