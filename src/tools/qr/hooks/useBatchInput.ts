import { App as AntdApp } from 'antd';
import { get, set } from 'idb-keyval';
import { useEffect, useState } from 'react';
import { useQrMessages } from './useQrMessages';

/** Batch lists can be megabytes, so they live in IndexedDB rather than localStorage. */
export const BATCH_STORE_KEY = 'toolbox:qr.batch';
const VERSION = 1;
const SAVE_DELAY_MS = 500;

export function parseBatchStore(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as { version?: unknown; text?: unknown };
  return record.version === VERSION && typeof record.text === 'string' ? record.text : undefined;
}

/** The batch text, restored after a reload; damaged saved data gives an empty list and a notice. */
export function useBatchInput() {
  const t = useQrMessages();
  const { message } = AntdApp.useApp();
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let active = true;
    get(BATCH_STORE_KEY)
      .then((data: unknown) => {
        if (!active) return;
        if (data !== undefined) {
          const saved = parseBatchStore(data);
          if (saved === undefined) message.warning(t('storage.reset', { what: t('batch.input') }));
          // Keep anything typed while IndexedDB was answering.
          else setText((current) => current || saved);
        }
      })
      .catch(() => {
        // IndexedDB unavailable (private mode): the list simply is not restored.
      })
      .finally(() => active && setLoaded(true));
    return () => {
      active = false;
    };
  }, [message, t]);

  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => {
      set(BATCH_STORE_KEY, { version: VERSION, text }).catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, loaded]);

  return [text, setText] as const;
}
