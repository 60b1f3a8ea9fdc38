import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import updateLocale from 'dayjs/plugin/updateLocale';
import weekday from 'dayjs/plugin/weekday';
import type { Language } from './i18n/translate';

dayjs.extend(updateLocale);
dayjs.extend(weekday);
// Weeks start on Monday in both languages (spec.md); zh-cn already does, English is set to match.
dayjs.updateLocale('en', { weekStart: 1 });
dayjs.updateLocale('zh-cn', { weekStart: 1 });

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

export function applyDateLocale(language: Language): void {
  dayjs.locale(DAYJS_LOCALE[language]);
}

applyDateLocale('zh-CN');
