// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from './translate';

// A fresh module graph per test, so the English catalogue starts out not loaded.
async function freshModules() {
  vi.resetModules();
  const catalogue = await import('./appMessages');
  const { useShownLanguage } = await import('./LanguageContext');
  return { ...catalogue, useShownLanguage };
}

describe('useShownLanguage', () => {
  it('shows nothing until the first language has its text, then that language', async () => {
    const { useShownLanguage, appMessagesIn } = await freshModules();
    expect(appMessagesIn('en-US')).toBeUndefined();
    const { result } = renderHook(() => useShownLanguage('en-US'));
    expect(result.current).toBeUndefined();
    await vi.waitFor(() => expect(result.current).toBe('en-US'));
    expect(appMessagesIn('en-US')?.['menu.home']).toBe('Home');
  });

  it('keeps the language shown while a switch waits for its text', async () => {
    const { useShownLanguage, appMessagesIn } = await freshModules();
    const { result, rerender } = renderHook(
      ({ wanted }: { wanted: Language | undefined }) => useShownLanguage(wanted),
      { initialProps: { wanted: undefined as Language | undefined } },
    );
    expect(result.current).toBeUndefined();
    rerender({ wanted: 'zh-CN' });
    expect(result.current).toBe('zh-CN');
    rerender({ wanted: 'en-US' });
    expect(appMessagesIn('en-US')).toBeUndefined();
    expect(result.current).toBe('zh-CN');
    await act(() => vi.waitFor(() => expect(appMessagesIn('en-US')).toBeDefined()));
    expect(result.current).toBe('en-US');
  });
});
