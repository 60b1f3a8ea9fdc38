import { useMessages } from '../../../app/i18n/LanguageContext';
import { qrMessages } from '../messages';

export function useQrMessages() {
  return useMessages(qrMessages);
}
