import { useEffect, useRef } from 'react';
import { useDebouncedValue } from '../../app/runtime/debounce';
import { sizeOf, type InputText } from './largeText';

/**
 * Inputs up to this many characters update the open view as the user types, like it-tools.
 * Above it a job takes long enough that running one per pause would queue work nobody asked
 * for: the view then updates on request, and the page says why.
 */
export const LIVE_MAX = 1024 * 1024;
/** How long typing pauses before the view follows (the editor reports after its own pause). */
const LIVE_DELAY_MS = 200;

/** The action a tab last ran, replayed on the new input: it keeps its mode and expression. */
export type LiveRun = (input: InputText) => void;

interface LiveSource {
  input: InputText;
  /** Anything else the view reads (the 对比 text). */
  extra: string;
  /** The tab's action for the current options, or null when it has none to replay yet. */
  runner: LiveRun | null;
  /** The draft has been read: before, the input is not the user's yet. */
  ready: boolean;
}

/**
 * Replays the open tab's action when the input, the options (a new `runner`) or the tab
 * (another runner) change, for inputs up to LIVE_MAX. Returns whether the input is too large to follow.
 */
export function useLiveResults({ input, extra, runner, ready }: LiveSource): boolean {
  const settledInput = useDebouncedValue(input, LIVE_DELAY_MS);
  const settledExtra = useDebouncedValue(extra, LIVE_DELAY_MS);
  const tooLarge = sizeOf(input) + extra.length > LIVE_MAX;
  /** What each action last ran on: coming back to a tab reruns nothing that still shows. */
  const ranOn = useRef(new WeakMap<LiveRun, { input: InputText; extra: string }>());

  useEffect(() => {
    const size = sizeOf(settledInput);
    // An empty input has no result to show yet (not an error: the user has not begun).
    if (!ready || !runner || size === 0 || size + settledExtra.length > LIVE_MAX) return;
    const previous = ranOn.current.get(runner);
    if (previous?.input === settledInput && previous.extra === settledExtra) return;
    ranOn.current.set(runner, { input: settledInput, extra: settledExtra });
    runner(settledInput);
  }, [ready, runner, settledInput, settledExtra]);

  return tooLarge;
}
