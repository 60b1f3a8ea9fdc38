import { delMany, get, setMany } from '../../app/runtime/keyval';
import { readRescue, writeRescue } from '../../app/runtime/rescueCopy';
import {
  decodeStored,
  writeSavedUnlessNewer,
  type GuardedWriteOutcome,
  type SavedStoreConfig,
} from '../../app/runtime/savedStore';
import { blobOfText, LARGE_INPUT, largeTextOf, type InputText } from './largeText';

/** The input and the comparison text survive reloads in IndexedDB (too big for localStorage). */
export const DRAFT_KEY = 'toolbox:json.draft';
/**
 * A large input is stored as a Blob under its own key: storing a Blob costs the page no long
 * task, and the settings export carries a Blob only as a stored value of its own.
 */
const LARGE_KEY = 'toolbox:json.draftFile';
/**
 * A tab's edit that another tab's newer save kept from being stored as the draft, with the
 * revision it was made on, until the user chooses between the two (in whichever tab opens it).
 */
const UNSAVED_KEY = 'toolbox:json.draftUnsaved';
const UNSAVED_LARGE_KEY = 'toolbox:json.draftUnsavedFile';
const DRAFT_VERSION = 2;
/** Larger inputs are not saved (the file is still at hand); the page says so. */
export const MAX_SAVED_DRAFT = 128 * 1024 * 1024;

export interface JsonDraft {
  input: InputText;
  compare: string;
}

/** A draft and the stored revision it was made on. */
export interface RevisedDraft {
  draft: JsonDraft;
  rev: number;
}

/** The stored record: the input itself, or null when it is the Blob under LARGE_KEY. */
export interface StoredDraft {
  input: string | null;
  inputName: string | null;
  compare: string;
}

/** Accepts version 2 and the version 1 record `{ input: string, compare: string }`. */
export function validateDraft(stored: unknown): StoredDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const envelope = stored as { version?: unknown; data?: unknown };
  if (typeof envelope.data !== 'object' || envelope.data === null) return undefined;
  const { input, inputName = null, compare } = envelope.data as Record<string, unknown>;
  if (typeof compare !== 'string') return undefined;
  if (envelope.version === 1 && typeof input === 'string')
    return { input, inputName: null, compare };
  if (envelope.version !== DRAFT_VERSION) return undefined;
  if (typeof input !== 'string' && input !== null) return undefined;
  if (typeof inputName !== 'string' && inputName !== null) return undefined;
  return { input, inputName, compare };
}

/** The runtime's envelope `{ version, data, rev }` around the record. */
const draftConfig = (key: string): SavedStoreConfig<StoredDraft> => ({
  key,
  store: 'idb',
  version: DRAFT_VERSION,
  validate: (data, version) => validateDraft({ version, data }),
  fallback: () => ({ input: '', inputName: null, compare: '' }),
});

/** An edit still pending when the page closes, kept by the runtime's rescue copy (text only). */
export function writeDraftRescue({ input, compare }: JsonDraft, baseRev: number): void {
  if (typeof input !== 'string') return;
  writeRescue(DRAFT_KEY, {
    version: DRAFT_VERSION,
    data: { input, inputName: null, compare },
    rev: baseRev + 1,
  });
}

export function takeDraftRescue(): RevisedDraft | undefined {
  const stored = decodeStored(draftConfig(DRAFT_KEY), readRescue(DRAFT_KEY));
  const { input, compare } = stored.value;
  if (stored.status !== 'ok' || input === null) return undefined;
  return { draft: { input, compare }, rev: Math.max(0, stored.rev - 1) };
}

/** Reads a record and the Blob it refers to; 'damaged' when they cannot be used. */
async function readDraft(
  key: string,
  largeKey: string,
): Promise<RevisedDraft | 'damaged' | undefined> {
  const stored = await get<unknown>(key);
  if (stored === undefined) return undefined;
  const { value, status, rev } = decodeStored(draftConfig(key), stored);
  if (status !== 'ok') return 'damaged';
  if (value.input !== null) return { draft: { input: value.input, compare: value.compare }, rev };
  const blob = await get<unknown>(largeKey);
  if (!(blob instanceof Blob)) return 'damaged';
  return {
    draft: { input: await largeTextOf(blob, value.inputName), compare: value.compare },
    rev,
  };
}

export const loadDraft = () => readDraft(DRAFT_KEY, LARGE_KEY);

/** A tab's edit kept aside after a conflict: undefined when there is none (or it is damaged). */
export async function loadUnsaved(): Promise<RevisedDraft | undefined> {
  const unsaved = await readDraft(UNSAVED_KEY, UNSAVED_LARGE_KEY);
  return unsaved === 'damaged' ? undefined : unsaved;
}

/** The record, and the Blob to store beside it (null: the text is in the record). */
async function recordOf({ input, compare }: JsonDraft) {
  if (typeof input === 'string' && input.length <= LARGE_INPUT)
    return { record: { input, inputName: null, compare }, blob: null };
  // A long text typed into the editor is stored as a Blob too, encoded a chunk per task.
  const blob = typeof input === 'string' ? await blobOfText(input) : input.blob;
  const inputName = typeof input === 'string' ? null : input.name;
  return { record: { input: null, inputName, compare }, blob };
}

export interface DraftWrite {
  outcome: GuardedWriteOutcome;
  /** The Blob now stored under LARGE_KEY (null: none); undefined when the write failed. */
  blob?: Blob | null;
}

/**
 * Stores the draft as the revision after `baseRev`, unless another tab stored a newer one
 * (see writeSavedUnlessNewer). `storedBlob` is what LARGE_KEY holds already (undefined: not
 * known), not written again when the comparison text alone changed. `dropUnsaved`: the edit kept aside is settled.
 */
export async function storeDraft(
  draft: JsonDraft,
  baseRev: number,
  storedBlob: Blob | null | undefined,
  dropUnsaved: boolean,
): Promise<DraftWrite> {
  const { record, blob } = await recordOf(draft);
  const attached: [string, unknown][] = [];
  if (blob !== storedBlob) attached.push([LARGE_KEY, blob ?? undefined]);
  if (dropUnsaved) attached.push([UNSAVED_KEY, undefined], [UNSAVED_LARGE_KEY, undefined]);
  const outcome = await writeSavedUnlessNewer(draftConfig(DRAFT_KEY), record, baseRev, attached);
  return outcome.ok ? { outcome, blob } : { outcome };
}

/** Keeps an edit that could not be stored as the draft, made on the revision `baseRev`. */
export async function keepUnsaved(draft: JsonDraft, baseRev: number): Promise<void> {
  const { record, blob } = await recordOf(draft);
  const kept = { version: DRAFT_VERSION, data: record, rev: baseRev };
  if (blob)
    await setMany([
      [UNSAVED_LARGE_KEY, blob],
      [UNSAVED_KEY, kept],
    ]);
  else {
    await setMany([[UNSAVED_KEY, kept]]);
    await delMany([UNSAVED_LARGE_KEY]);
  }
}

export const dropUnsaved = () => delMany([UNSAVED_KEY, UNSAVED_LARGE_KEY]);
