import { useMessages } from '../../../app/i18n/LanguageContext';
import { qrMessages } from '../messages';

export function useQrMessages() {
  return useMessages(qrMessages);
}

/** The damaged-data and storage-full notices for one thing this screen saves. */
export function savedStateNotices(
  t: ReturnType<typeof useQrMessages>,
  label: 'storage.draft' | 'storage.recent',
) {
  const what = t(label);
  return {
    resetNotice: t('storage.reset', { what }),
    fullNotice: t('storage.full', { what }),
  };
}
