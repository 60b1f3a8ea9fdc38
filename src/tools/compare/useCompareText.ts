import { useMemo } from 'react';
import { useLanguage } from '../../app/i18n/LanguageContext';
import { compareText, type CompareText } from './compareText';

/** compareText in the current interface language. */
export function useCompareText(): CompareText {
  const language = useLanguage();
  return useMemo(() => compareText(language), [language]);
}
