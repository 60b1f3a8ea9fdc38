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

export interface InitialSnapshot {
  preferences: Preferences;
  resetStores: string[];
}

/** Reads what the first screen needs (synchronous today: preferences are in localStorage). */
export function readInitialSnapshot(): InitialSnapshot {
  const preferences = loadPreferences();
  return {
    preferences: preferences.value,
    resetStores: preferences.status === 'reset' ? ['preferences'] : [],
  };
}

async function readInitialState(): Promise<InitialSnapshot> {
  return readInitialSnapshot();
}

/**
 * `initial`, when given, is the state already read: the content renders at once, with no
 * placeholder. That is how the HTML prerendered at build time is rendered (with the default
 * preferences) and hydrated (src/main.tsx), which must both produce the same first render.
 */
export function InitialStateProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: InitialSnapshot;
}) {
  const [loading, setLoading] = useState(initial === undefined);
  const [preferences, setPreferences] = useState<Preferences>(
    initial?.preferences ?? DEFAULT_PREFERENCES,
  );
  const [resetStores, setResetStores] = useState<string[]>(initial?.resetStores ?? []);

  const refresh = useCallback(async () => {
    setLoading(true);
    const state = await readInitialState();
    setPreferences(state.preferences);
    setResetStores(state.resetStores);
    setLoading(false);
  }, []);

  useEffect(() => {
    if (!initial) void refresh();
    // Read once on mount; `initial` is only the first render's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
