import { App as AntdApp } from 'antd';
import { useEffect, useState } from 'react';
import {
  readVersioned,
  writeVersioned,
  type Validator,
} from '../../../app/storage/versionedStorage';
import { useQrMessages } from './useQrMessages';

const SAVE_DELAY_MS = 300;

/**
 * State kept in localStorage (versioned, validated). Damaged or old data starts from the
 * fallback with a notice; saving is debounced so typing stays smooth.
 */
export function useSavedState<T>(
  key: string,
  version: number,
  validate: Validator<T>,
  fallback: T,
  labelKey: 'storage.draft' | 'storage.recent',
) {
  const t = useQrMessages();
  const { message } = AntdApp.useApp();
  const [initial] = useState(() => readVersioned(key, version, validate, fallback));
  const [value, setValue] = useState<T>(initial.value);

  useEffect(() => {
    if (initial.status === 'reset') message.warning(t('storage.reset', { what: t(labelKey) }));
  }, [initial.status, labelKey, message, t]);

  useEffect(() => {
    const timer = setTimeout(() => writeVersioned(key, version, value), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, version, value]);

  return [value, setValue] as const;
}
