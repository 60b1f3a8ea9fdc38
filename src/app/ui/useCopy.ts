import { App as AntdApp } from 'antd';
import { useCallback } from 'react';
import { useT } from '../i18n/LanguageContext';

/**
 * Copies text (or a PNG blob) to the clipboard and tells the user how it went.
 * Returns true on success so callers can chain (e.g. close a popover).
 */
export function useCopy() {
  const t = useT();
  const { message } = AntdApp.useApp();

  const copyText = useCallback(
    async (text: string, successMessage?: string): Promise<boolean> => {
      try {
        await navigator.clipboard.writeText(text);
        message.success(successMessage ?? t('common.copied'));
        return true;
      } catch {
        message.error(t('common.copyFailed'));
        return false;
      }
    },
    [message, t],
  );

  const copyBlob = useCallback(
    async (blob: Blob | Promise<Blob>, successMessage?: string): Promise<boolean> => {
      try {
        const type = blob instanceof Blob ? blob.type : 'image/png';
        // Passing the promise keeps Safari's user-activation requirement satisfied.
        await navigator.clipboard.write([new ClipboardItem({ [type]: blob })]);
        message.success(successMessage ?? t('common.copied'));
        return true;
      } catch {
        message.error(t('common.copyFailed'));
        return false;
      }
    },
    [message, t],
  );

  return { copyText, copyBlob };
}
