import { App as AntdApp } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '../hydration';
import { useT } from '../i18n/LanguageContext';
import { STORAGE_PREFIX } from '../storage/versionedStorage';
import {
  FAVORITES_KEY,
  loadFavorites,
  moveFavorite as moveInList,
  saveFavorites,
  toggleFavorite as toggleInList,
  type Favorites,
} from './favorites';
import { USAGE_KEY, loadUsage, recordUse as appendUse, saveUsage, type UsageLog } from './usageLog';

/** What the user keeps across visits besides preferences: favourites and the usage log. */
export interface UserData {
  favorites: Favorites;
  isFavorite: (toolId: string) => boolean;
  toggleFavorite: (toolId: string) => boolean;
  moveFavorite: (toolId: string, toIndex: number) => void;
  usage: UsageLog;
  recordUse: (toolId: string) => void;
  clearUsage: () => void;
}

const UserDataContext = createContext<UserData | null>(null);
const NOTHING_SAVED: { favorites: Favorites; usage: UsageLog } = { favorites: [], usage: [] };
const NOTICE_SECONDS = 10;

/**
 * Loads both stores once; a damaged store falls back to its default with a notice naming
 * only that store, so the other one (and every tool's data) is kept. Other tabs' changes
 * are followed through the `storage` event.
 */
export function UserDataProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const { message } = AntdApp.useApp();
  const [initial] = useState(() => ({
    favorites: loadFavorites(),
    usage: loadUsage(Date.now()),
  }));
  const [favorites, setFavorites] = useState<Favorites>(initial.favorites.value);
  const [usage, setUsage] = useState<UsageLog>(initial.usage.value);

  useEffect(() => {
    // Long enough to be read: the user should learn that something they saved was lost.
    const duration = NOTICE_SECONDS;
    if (initial.favorites.status === 'reset') {
      message.warning({ content: t('storage.reset', { what: t('storage.favorites') }), duration });
      saveFavorites(initial.favorites.value);
    }
    if (initial.usage.status === 'reset') {
      message.warning({ content: t('storage.reset', { what: t('storage.usage') }), duration });
      saveUsage(initial.usage.value);
    }
    // Only once per load: the notice is about what was found on disk.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_PREFIX + FAVORITES_KEY) {
        const next = loadFavorites();
        if (next.status !== 'reset') setFavorites(next.value);
      }
      if (event.key === null || event.key === STORAGE_PREFIX + USAGE_KEY) {
        const next = loadUsage(Date.now());
        if (next.status !== 'reset') setUsage(next.value);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const updateFavorites = useCallback((change: (current: Favorites) => Favorites) => {
    setFavorites((current) => {
      const next = change(current);
      if (next !== current) saveFavorites(next);
      return next;
    });
  }, []);

  const toggleFavorite = useCallback(
    (toolId: string) => {
      const pinned = !favorites.includes(toolId);
      updateFavorites((current) => toggleInList(current, toolId));
      return pinned;
    },
    [favorites, updateFavorites],
  );

  const moveFavorite = useCallback(
    (toolId: string, toIndex: number) =>
      updateFavorites((current) => moveInList(current, toolId, toIndex)),
    [updateFavorites],
  );

  const recordUse = useCallback((toolId: string) => {
    setUsage((current) => {
      const next = appendUse(current, toolId, Date.now());
      saveUsage(next);
      return next;
    });
  }, []);

  const clearUsage = useCallback(() => {
    setUsage([]);
    saveUsage([]);
  }, []);

  // The prerendered HTML has no saved data: while hydrating it, show none either.
  const hydrated = useHydrated();
  const value = useMemo<UserData>(() => {
    const shownFavorites = hydrated ? favorites : NOTHING_SAVED.favorites;
    return {
      favorites: shownFavorites,
      isFavorite: (toolId) => shownFavorites.includes(toolId),
      toggleFavorite,
      moveFavorite,
      usage: hydrated ? usage : NOTHING_SAVED.usage,
      recordUse,
      clearUsage,
    };
  }, [hydrated, favorites, toggleFavorite, moveFavorite, usage, recordUse, clearUsage]);
  return <UserDataContext.Provider value={value}>{children}</UserDataContext.Provider>;
}

export function useUserData(): UserData {
  const data = useContext(UserDataContext);
  if (!data) throw new Error('useUserData must be used inside UserDataProvider');
  return data;
}
