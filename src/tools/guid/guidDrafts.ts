import { App as AntdApp } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../app/i18n/LanguageContext';
import { is, readVersioned, writeVersioned } from '../../app/storage/versionedStorage';
import { guidMessages } from './guidMessages';

/** What the user typed on this screen (not options): kept across reloads. */
export interface GuidDrafts {
  names: string;
  inspect: string;
  batch: string;
}

const KEY = 'guid.drafts';
const VERSION = 1;
const EMPTY: GuidDrafts = { names: '', inspect: '', batch: '' };
const SAVE_DELAY_MS = 400;

export function validateDrafts(data: unknown): GuidDrafts | undefined {
  if (!is.object(data)) return undefined;
  const { names, inspect, batch } = data;
  if (typeof names !== 'string' || typeof inspect !== 'string' || typeof batch !== 'string') {
    return undefined;
  }
  return { names, inspect, batch };
}

/** Drafts with a debounced save; damaged saved drafts and a full storage are told once. */
export function useGuidDrafts() {
  const t = useMessages(guidMessages);
  const { message } = AntdApp.useApp();
  const [loaded] = useState(() => readVersioned(KEY, VERSION, validateDrafts, EMPTY));
  const [drafts, setDrafts] = useState<GuidDrafts>(loaded.value);
  const warnedFull = useRef(false);
  const firstSave = useRef(true);

  useEffect(() => {
    if (loaded.status === 'reset') message.warning(t('notice.draftsReset'));
  }, [loaded.status, message, t]);

  useEffect(() => {
    // Saving the just-loaded drafts back would only overwrite damaged data before it is noticed.
    if (firstSave.current) {
      firstSave.current = false;
      return undefined;
    }
    const timer = setTimeout(() => {
      if (!writeVersioned(KEY, VERSION, drafts) && !warnedFull.current) {
        warnedFull.current = true;
        message.warning(t('notice.draftsTooBig'));
      }
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [drafts, message, t]);

  const updateDraft = useCallback(
    (patch: Partial<GuidDrafts>) => setDrafts((current) => ({ ...current, ...patch })),
    [],
  );
  return { drafts, updateDraft };
}
