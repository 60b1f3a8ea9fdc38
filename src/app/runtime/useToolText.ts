import { useLanguage } from '../i18n/LanguageContext';
import type { ToolManifest, ToolText } from './toolManifest';

/** A tool's own shell text (title, description, action and saved-data names) in the interface language. */
export function useToolText<A extends string>(tool: ToolManifest<A>): ToolText<A> {
  return tool.text[useLanguage()];
}
