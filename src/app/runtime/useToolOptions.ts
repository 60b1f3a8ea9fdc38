import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  optionsFromQuery,
  optionsToQuery,
  validSavedOptions,
  type OptionRecord,
} from '../state/toolOptions';
import { STORAGE_PREFIX } from '../storage/versionedStorage';
import { useReplaceSearch } from './useReplaceSearch';
import { useSavedState } from './useSavedState';

export type { OptionRecord, OptionValue } from '../state/toolOptions';

export interface ToolOptionsConfig<T extends OptionRecord> {
  /** Stored as `toolbox:<storageKey>`, e.g. 'guid.options'. Pass module constants: `defaults`
   * must keep its identity between renders. */
  storageKey: string;
  version: number;
  defaults: T;
  /** Clamps or rejects values (ranges, enums); returns the corrected options. */
  normalize?: (options: T) => T;
  /** The options' name for notices, in the interface language, e.g. 'Guid 选项'. */
  label: string;
}

export interface ToolOptionsState<T extends OptionRecord> {
  options: T;
  setOptions: (patch: Partial<T>) => void;
  /** Back to the defaults: every option, or only the ones named. */
  resetOptions: (keys?: readonly (keyof T)[]) => void;
  /** The options came with the link this visit opened; the user's saved ones are untouched. */
  fromLink: boolean;
  /** Makes the link's options the user's saved options. */
  saveAsDefaults: () => void;
  /** Leaves the link's options for the user's saved ones. */
  useSavedOptions: () => void;
}

const identity = <T>(options: T) => options;

function differs<T extends OptionRecord>(a: T, b: T): boolean {
  return Object.keys(a).some((key) => a[key] !== b[key]);
}

/**
 * A tool's options: saved in the browser and mirrored into the URL (only what differs from the
 * defaults, replacing history so Back leaves the tool). A link whose options differ from the
 * user's saved ones wins for that visit: the link's options over the defaults, never merged
 * with the saved ones, and nothing saved changes unless the user chooses 保存为默认.
 */
export function useToolOptions<T extends OptionRecord>(
  config: ToolOptionsConfig<T>,
): ToolOptionsState<T> {
  const { storageKey, version, defaults, label } = config;
  const normalize = config.normalize ?? identity;
  const [searchParams] = useSearchParams();
  const replaceSearch = useReplaceSearch();
  const saved = useSavedState<Partial<T>>({
    key: STORAGE_PREFIX + storageKey,
    store: 'local',
    version,
    // Another version number means another shape: start from the defaults, with the notice.
    validate: (data, storedVersion) =>
      storedVersion === version ? validSavedOptions(data, defaults, config.normalize) : undefined,
    fallback: () => ({}),
    label,
  });
  const savedOptions = useMemo(
    () => normalize({ ...defaults, ...saved.value }),
    // normalize is a module function or an inline wrapper of one: its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [defaults, saved.value],
  );

  // Decided once, on arrival: a reload of our own mirrored URL equals the saved options.
  const [linkOptions, setLinkOptions] = useState<T | undefined>(() => {
    const fromQuery = optionsFromQuery(searchParams, defaults);
    if (Object.keys(fromQuery).length === 0) return undefined;
    const linked = normalize({ ...defaults, ...fromQuery });
    return differs(linked, savedOptions) ? linked : undefined;
  });
  const options = linkOptions ?? savedOptions;

  useEffect(() => {
    replaceSearch((current) => optionsToQuery(options, defaults, current));
  }, [options, defaults, replaceSearch]);

  const setOptions = useCallback(
    (patch: Partial<T>) => {
      if (linkOptions)
        setLinkOptions((current) => normalize({ ...defaults, ...current, ...patch }));
      else
        saved.set((current) => ({
          ...current,
          ...normalize({ ...defaults, ...current, ...patch }),
        }));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [linkOptions, saved.set, defaults],
  );

  const resetOptions = useCallback(
    (keys?: readonly (keyof T)[]) => {
      const reset = (current: Partial<T>): Partial<T> => {
        const next = { ...current };
        for (const key of keys ?? (Object.keys(defaults) as (keyof T)[])) next[key] = defaults[key];
        return next;
      };
      if (linkOptions) setLinkOptions((current) => current && normalize(reset(current) as T));
      else saved.set(reset);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [linkOptions, saved.set, defaults],
  );

  const saveAsDefaults = useCallback(() => {
    if (!linkOptions) return;
    saved.set({ ...linkOptions });
    setLinkOptions(undefined);
  }, [linkOptions, saved]);

  const useSavedOptions = useCallback(() => setLinkOptions(undefined), []);

  return useMemo(
    () => ({
      options,
      setOptions,
      resetOptions,
      fromLink: linkOptions !== undefined,
      saveAsDefaults,
      useSavedOptions,
    }),
    [options, setOptions, resetOptions, linkOptions, saveAsDefaults, useSavedOptions],
  );
}
