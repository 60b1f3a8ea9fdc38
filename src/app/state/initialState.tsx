import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  DEFAULT_PREFERENCES,
  loadPreferences,
  savePreferences,
  type Preferences,
} from './preferences';

/**
 * The initial-state model (spec): `loading` and `refresh()`. It holds what must be read
 * before the first screen renders: the saved preferences. Reading is async-shaped so that
 * stores kept in IndexedDB can join it without changing callers.
 */
export interface InitialState {
  loading: boolean;
  refresh: () => Promise<void>;
  preferences: Preferences;
  updatePreferences: (patch: Partial<Preferences>) => void;
  /** Names of saved stores that were damaged and reset on the last load. */
  resetStores: string[];
}

const InitialStateContext = createContext<InitialState | null>(null);

async function readInitialState(): Promise<{ preferences: Preferences; resetStores: string[] }> {
  const preferences = loadPreferences();
  return {
    preferences: preferences.value,
    resetStores: preferences.status === 'reset' ? ['preferences'] : [],
  };
}

export function InitialStateProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(true);
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [resetStores, setResetStores] = useState<string[]>([]);

  const refresh = useCallback(async () => {
    setLoading(true);
    const state = await readInitialState();
    setPreferences(state.preferences);
    setResetStores(state.resetStores);
    setLoading(false);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const updatePreferences = useCallback((patch: Partial<Preferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...patch };
      savePreferences(next);
      return next;
    });
  }, []);

  const value = useMemo(
    () => ({ loading, refresh, preferences, updatePreferences, resetStores }),
    [loading, refresh, preferences, updatePreferences, resetStores],
  );
  return <InitialStateContext.Provider value={value}>{children}</InitialStateContext.Provider>;
}

export function useInitialState(): InitialState {
  const state = useContext(InitialStateContext);
  if (!state) throw new Error('useInitialState must be used inside InitialStateProvider');
  return state;
}
