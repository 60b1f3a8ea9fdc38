import { translatorFor, type Language } from '../app/i18n/translate';
import { validateJson, type JsonErrorInfo } from '../tools/json/core';
import { jsonErrorMessages, syntaxReason } from '../tools/json/errorText';

/**
 * The home page's JSON check: the JSON core and its error words, loaded together on the
 * widget's first focus or keystroke rather than with the home page (issue 19).
 */
export { validateJson };

/** What is wrong with the text, in the interface language (the widget adds where). */
export function reasonOf(language: Language, error: Pick<JsonErrorInfo, 'code' | 'params'>) {
  return syntaxReason(translatorFor(jsonErrorMessages, language), error);
}
