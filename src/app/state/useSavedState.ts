import { App as AntdApp } from 'antd';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { readVersioned, writeVersioned, type Validator } from '../storage/versionedStorage';

export interface SavedStateConfig<T> {
  /** localStorage key (prefixed with `toolbox:`), e.g. 'qr.draft'. Read once, on mount. */
  storageKey: string;
  version: number;
  /** Returns the valid data, or undefined when what is saved cannot be trusted. */
  validate: Validator<T>;
  /** Used when nothing is saved or the saved data is damaged. */
  fallback: T;
  /** Shown once when saved data was damaged and the fallback is used instead. */
  resetNotice: string;
  /** Shown once when the browser refuses a save (storage full or disabled). */
  fullNotice: string;
  /** Saving waits for a pause this long, so typing stays smooth. */
  saveDelayMs?: number;
}

const DEFAULT_SAVE_DELAY_MS = 300;

/**
 * State kept in localStorage (versioned, validated) across reloads. Damaged or old saved data
 * starts from the fallback with a notice; saving is debounced, and a storage that refuses to
 * save is told once while the screen keeps working from memory.
 */
export function useSavedState<T>(config: SavedStateConfig<T>): [T, Dispatch<SetStateAction<T>>] {
  const { storageKey, version, validate, fallback, saveDelayMs = DEFAULT_SAVE_DELAY_MS } = config;
  const { message } = AntdApp.useApp();
  const [loaded] = useState(() => readVersioned(storageKey, version, validate, fallback));
  const [value, setValue] = useState<T>(loaded.value);
  // Notice texts are read when shown: a language switch must not show a notice again.
  const notices = useRef({ reset: config.resetNotice, full: config.fullNotice });
  useEffect(() => {
    notices.current = { reset: config.resetNotice, full: config.fullNotice };
  }, [config.resetNotice, config.fullNotice]);
  const toldReset = useRef(false);
  const toldFull = useRef(false);
  const changedSinceLoad = useRef(false);

  useEffect(() => {
    if (loaded.status !== 'reset' || toldReset.current) return;
    toldReset.current = true;
    message.warning(notices.current.reset);
  }, [loaded.status, message]);

  useEffect(() => {
    // Writing back what was just loaded gains nothing, and over damaged data it would erase
    // the evidence before anyone looked at it. Once changed, every value is saved, even one
    // that is the loaded object again (a list cleared back to the fallback).
    if (!changedSinceLoad.current) {
      if (value === loaded.value) return undefined;
      changedSinceLoad.current = true;
    }
    const timer = setTimeout(() => {
      if (!writeVersioned(storageKey, version, value) && !toldFull.current) {
        toldFull.current = true;
        message.warning(notices.current.full);
      }
    }, saveDelayMs);
    return () => clearTimeout(timer);
  }, [storageKey, version, value, loaded.value, saveDelayMs, message]);

  return [value, setValue];
}
