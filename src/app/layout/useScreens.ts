import { HomeOutlined } from '@ant-design/icons';
import HomePage from '../../home/HomePage';
import { createElement, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import type { ScreenLoader, ToolIcon } from '../runtime/toolManifest';
import { staticScreen } from './loadScreen';
import { useLanguage } from '../i18n/LanguageContext';
import { useT } from '../i18n/LanguageContext';
import { useGlobalModel } from '../state/globalModel';

export interface Screen {
  key: string;
  path: string;
  title: string;
  icon: ToolIcon;
}

export const HOME_PATH = '/';
/**
 * The home page is part of the entry, not a lazy chunk: it is where the app opens (start_url),
 * and a direct visit then needs no second request after the entry (issue 19: 3 files instead
 * of 13). Tool screens pay a few KB for it; each tool stays its own lazy chunk.
 */
export const loadHome: ScreenLoader = staticScreen(HomePage);

/** Home plus every registry tool, with titles in the current language. */
export function useScreens(): Screen[] {
  const t = useT();
  const language = useLanguage();
  const { routes } = useGlobalModel();
  return useMemo(
    () => [
      { key: 'home', path: HOME_PATH, title: t('menu.home'), icon: HomeOutlined },
      ...routes.map((tool) => ({
        key: tool.id,
        path: tool.path,
        title: tool.text[language].title,
        icon: tool.icon,
      })),
    ],
    [routes, t, language],
  );
}

export function useCurrentScreen(): Screen {
  const screens = useScreens();
  const { pathname } = useLocation();
  return screens.find((screen) => screen.path === pathname) ?? screens[0];
}

/**
 * Each entry is a real link, so the menu of the HTML prerendered at build time works before
 * the scripts have run (and a middle click opens a new tab).
 */
export function screenMenuItems(screens: Screen[]) {
  return screens.map((screen) => ({
    key: screen.path,
    icon: createElement(screen.icon, { 'aria-hidden': true }),
    label: createElement(Link, { to: screen.path, tabIndex: -1 }, screen.title),
  }));
}
