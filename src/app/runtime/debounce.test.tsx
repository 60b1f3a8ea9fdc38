// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback, useDebouncedValue } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('a value settles once it stops changing', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(150));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(60));
    expect(result.current).toBe('abc');
  });

  it('a callback runs once with the last arguments, and a pending call runs on unmount', () => {
    const calls: string[] = [];
    const { result, unmount } = renderHook(() =>
      useDebouncedCallback((text: string) => calls.push(text), 200),
    );
    act(() => {
      result.current.run('a');
      result.current.run('ab');
    });
    act(() => vi.advanceTimersByTime(200));
    expect(calls).toEqual(['ab']);
    act(() => result.current.run('abc'));
    unmount();
    expect(calls).toEqual(['ab', 'abc']);
  });

  it('cancel drops a pending call; flush makes it now', () => {
    const calls: number[] = [];
    const { result } = renderHook(() => useDebouncedCallback((n: number) => calls.push(n), 200));
    act(() => result.current.run(1));
    act(() => result.current.cancel());
    act(() => result.current.run(2));
    act(() => result.current.flush());
    act(() => vi.advanceTimersByTime(500));
    expect(calls).toEqual([2]);
  });
});
