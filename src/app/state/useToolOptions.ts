import { App as AntdApp } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../i18n/LanguageContext';
import { readVersioned, writeVersioned } from '../storage/versionedStorage';
import {
  optionsFromQuery,
  optionsToQuery,
  validSavedOptions,
  type OptionRecord,
} from './toolOptions';

export interface ToolOptionsConfig<T extends OptionRecord> {
  /** localStorage key (prefixed with `toolbox:`), e.g. 'guid.options'. Pass module constants:
   * `defaults` must keep its identity between renders. */
  storageKey: string;
  version: number;
  defaults: T;
  /** Clamps or rejects values (ranges, enums); returns the corrected options. */
  normalize?: (options: T) => T;
  /** Shown in the notice when saved options were damaged, e.g. 'Guid 选项'. */
  label: string;
}

/**
 * A tool's options: the URL query wins (a shared link), then the saved options, then the
 * defaults. Every change is saved and mirrored into the URL (replace, so Back leaves the tool
 * rather than stepping through each keystroke).
 */
export function useToolOptions<T extends OptionRecord>(config: ToolOptionsConfig<T>) {
  const { storageKey, version, defaults, normalize, label } = config;
  const t = useT();
  const { message } = AntdApp.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const normalizeRef = useRef(normalize);
  const [initial] = useState(() => {
    const saved = readVersioned<Partial<T>>(
      storageKey,
      version,
      (data) => validSavedOptions(data, defaults, normalizeRef.current),
      {},
    );
    const merged = { ...defaults, ...saved.value, ...optionsFromQuery(searchParams, defaults) };
    return {
      options: normalizeRef.current ? normalizeRef.current(merged) : merged,
      reset: saved.status === 'reset',
    };
  });
  const [options, setOptionsState] = useState<T>(initial.options);

  useEffect(() => {
    if (initial.reset) message.warning(t('common.optionsReset', { what: label }));
  }, [initial.reset, label, message, t]);

  useEffect(() => {
    writeVersioned(storageKey, version, options);
    setSearchParams((current) => optionsToQuery(options, defaults, current), { replace: true });
  }, [options, storageKey, version, defaults, setSearchParams]);

  const setOptions = useCallback((patch: Partial<T>) => {
    setOptionsState((current) => {
      const next = { ...current, ...patch };
      return normalizeRef.current ? normalizeRef.current(next) : next;
    });
  }, []);

  const resetOptions = useCallback(() => setOptionsState(defaults), [defaults]);

  return useMemo(
    () => ({ options, setOptions, resetOptions }),
    [options, setOptions, resetOptions],
  );
}
