import { useCallback } from 'react';
import { useSavedState } from '../../../../app/runtime/useSavedState';
import { useUndoNotice } from '../../../../app/runtime/useUndoNotice';
import type { SchemaFile } from '../../core/schema/types';
import type { SchemaTranslate } from './schemaMessages';

/** The schema files of the JSON Schema tab, which one is open and which one validates. */
export interface SchemaWorkspace {
  files: SchemaFile[];
  active: number;
  main: number;
}

/** Saved in IndexedDB like the JSON draft: schemas can be large, and survive reloads. */
export const SCHEMAS_KEY = 'toolbox:json.schemas';
const VERSION = 1;
/** More files than anyone pastes by hand; a limit keeps a damaged record from hanging the page. */
const MAX_FILES = 50;

const emptyWorkspace = (): SchemaWorkspace => ({
  files: [{ name: 'schema.json', text: '' }],
  active: 0,
  main: 0,
});

/** Accepts only a well-formed record (validated on read, like every saved value). */
export function validateWorkspace(data: unknown): SchemaWorkspace | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { files, active, main } = data as Record<string, unknown>;
  if (!Array.isArray(files) || files.length === 0 || files.length > MAX_FILES) return undefined;
  const valid = files.every(
    (file: unknown) =>
      typeof file === 'object' &&
      file !== null &&
      typeof (file as SchemaFile).name === 'string' &&
      typeof (file as SchemaFile).text === 'string',
  );
  const inRange = (n: unknown) =>
    Number.isInteger(n) && (n as number) >= 0 && (n as number) < files.length;
  if (!valid || !inRange(active) || !inRange(main)) return undefined;
  return {
    files: (files as SchemaFile[]).map(({ name, text }) => ({ name, text })),
    active: active as number,
    main: main as number,
  };
}

/** A name not yet taken: `schema.json`, `schema-2.json`… */
export function freeName(files: readonly SchemaFile[], wanted: string): string {
  const taken = new Set(files.map((file) => file.name));
  if (!taken.has(wanted)) return wanted;
  const dot = wanted.indexOf('.');
  const [stem, ext] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}-${n}${ext}`)) return `${stem}-${n}${ext}`;
}

export function useSchemaFiles(t: SchemaTranslate) {
  const saved = useSavedState<SchemaWorkspace>({
    key: SCHEMAS_KEY,
    store: 'idb',
    version: VERSION,
    validate: (data) => validateWorkspace(data),
    fallback: emptyWorkspace,
    label: t('schema.savedLabel'),
  });
  const { set } = saved;
  const offerUndo = useUndoNotice();

  const edit = useCallback(
    (change: (files: SchemaFile[]) => void, pick?: Partial<Omit<SchemaWorkspace, 'files'>>) =>
      set((current) => {
        const files = current.files.map((file) => ({ ...file }));
        change(files);
        return { ...current, ...pick, files };
      }),
    [set],
  );

  const setText = useCallback(
    (index: number, text: string) => edit((files) => (files[index].text = text)),
    [edit],
  );
  const rename = useCallback(
    (index: number, name: string) => edit((files) => (files[index].name = name)),
    [edit],
  );
  /** Adds files (new, opened or generated) after the others and opens the first of them. */
  const add = useCallback(
    (added: SchemaFile[], makeMain = false) =>
      set((current) => {
        const files = [...current.files];
        for (const file of added.slice(0, MAX_FILES - files.length))
          files.push({ name: freeName(files, file.name), text: file.text });
        const first = current.files.length;
        if (first >= files.length) return current;
        return { files, active: first, main: makeMain ? first : current.main };
      }),
    [set],
  );
  /** Deletes a file, with 撤销 to put it back where it was. */
  const { value } = saved;
  const remove = useCallback(
    (index: number) => {
      const before = value;
      const name = before.files[index]?.name ?? '';
      if (before.files.length === 1) set({ ...before, files: [{ name, text: '' }] });
      else {
        const files = before.files.filter((_, i) => i !== index);
        const shift = (n: number) => (n > index ? n - 1 : n === index ? 0 : n);
        set({
          files,
          active: Math.min(shift(before.active), files.length - 1),
          main: shift(before.main),
        });
      }
      offerUndo(t('schema.removed', { name }), () => set(before));
    },
    [value, set, offerUndo, t],
  );
  const open = useCallback((active: number) => set((current) => ({ ...current, active })), [set]);
  const setMain = useCallback((main: number) => set((current) => ({ ...current, main })), [set]);

  return {
    workspace: saved.value,
    loaded: saved.loaded,
    setText,
    rename,
    add,
    remove,
    open,
    setMain,
  };
}
