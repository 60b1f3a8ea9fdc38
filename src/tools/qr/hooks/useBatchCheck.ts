import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../app/runtime/debounce';
import type { WorkerError } from '../../../app/runtime/workerClient';
import type { BatchCheck, ErrorLevel } from '../core';
import { isCancelled, workerErrorOf } from '../worker/client';
import { createBatchListClient } from '../worker/listClient';

/** A pause this long in typing starts a check: each keystroke alone would restart it. */
const CHECK_DELAY_MS = 150;

interface Checked {
  key: string;
  check?: BatchCheck;
  error?: WorkerError;
}

/**
 * Every row of the batch checked in the list worker while the user types (a 100,000-row list
 * takes a few hundred ms there, nothing on the page). A newer text stops the check under way.
 * `check` stays the last finished one while the next runs; `current` says whether it is for
 * the text, level and format now shown.
 */
export function useBatchCheck(text: string, errorLevel: ErrorLevel, extension: string) {
  const [client] = useState(createBatchListClient);
  useEffect(() => () => client.dispose(), [client]);
  const [checked, setChecked] = useState<Checked>();
  const settledText = useDebouncedValue(text, CHECK_DELAY_MS);
  const key = `${errorLevel}|${extension}|${text}`;
  const settledKey = `${errorLevel}|${extension}|${settledText}`;

  useEffect(() => {
    if (settledKey !== key) return undefined;
    let active = true;
    if (client.busy) client.cancel();
    client
      .run({ type: 'check', text: settledText, errorLevel, extension })
      .then((result) => {
        if (active && result.type === 'checked') setChecked({ key, check: result.check });
      })
      .catch((error: unknown) => {
        if (active && !isCancelled(error)) setChecked({ key, error: workerErrorOf(error) });
      });
    return () => {
      active = false;
    };
  }, [client, key, settledKey, settledText, errorLevel, extension]);

  return {
    check: checked?.check,
    error: checked?.key === key ? checked.error : undefined,
    current: checked?.key === key && checked.check !== undefined,
  };
}
