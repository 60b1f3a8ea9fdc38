import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/translate';
import { is, readVersioned, writeVersioned, type ReadResult } from '../storage/versionedStorage';

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export interface Preferences {
  language: Language;
  themeMode: ThemeMode;
  menuCollapsed: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: DEFAULT_LANGUAGE,
  themeMode: 'system',
  menuCollapsed: false,
};

const KEY = 'preferences';
const VERSION = 1;

export function validatePreferences(data: unknown): Preferences | undefined {
  if (!is.object(data)) return undefined;
  if (!is.oneOf(LANGUAGES, data.language)) return undefined;
  if (!is.oneOf(THEME_MODES, data.themeMode)) return undefined;
  if (typeof data.menuCollapsed !== 'boolean') return undefined;
  return { language: data.language, themeMode: data.themeMode, menuCollapsed: data.menuCollapsed };
}

export function loadPreferences(): ReadResult<Preferences> {
  return readVersioned(KEY, VERSION, validatePreferences, DEFAULT_PREFERENCES);
}

export function savePreferences(preferences: Preferences): void {
  writeVersioned(KEY, VERSION, preferences);
}
