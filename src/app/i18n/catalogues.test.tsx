// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

// A fresh module graph per test: the registry starts with no catalogue and Chinese shown.
async function freshModules() {
  vi.resetModules();
  const catalogues = await import('./catalogues');
  const context = await import('./LanguageContext');
  return { ...catalogues, ...context };
}

const english = { hello: 'Hello' };

describe('lazy catalogues', () => {
  it('download their English only when English is wanted, and fill the same object', async () => {
    const { defineLazyMessages, loadCatalogues, cataloguesIn } = await freshModules();
    const load = vi.fn(async () => english);
    const catalogue = defineLazyMessages({ hello: '你好' }, load);
    await loadCatalogues('zh-CN');
    expect(load).not.toHaveBeenCalled();
    expect(cataloguesIn('en-US')).toBe(false);
    const half = catalogue['en-US'];
    await loadCatalogues('en-US');
    expect(half.hello).toBe('Hello');
    expect(cataloguesIn('en-US')).toBe(true);
  });

  it('load at once when defined while English is shown; a screen waits for them', async () => {
    const { defineLazyMessages, loadCatalogues, cataloguesReady } = await freshModules();
    await loadCatalogues('en-US');
    let arrive = (_: typeof english) => {};
    const catalogue = defineLazyMessages(
      { hello: '你好' },
      () => new Promise<typeof english>((resolve) => (arrive = resolve)),
    );
    const ready = cataloguesReady();
    expect(catalogue['en-US'].hello).toBeUndefined();
    arrive(english);
    await ready;
    expect(catalogue['en-US'].hello).toBe('Hello');
  });

  it('a failed download rejects, and catalogues load in the language shown before', async () => {
    const { defineLazyMessages, loadCatalogues } = await freshModules();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline'));
    defineLazyMessages({ hello: '你好' }, load);
    await expect(loadCatalogues('en-US')).rejects.toThrow('offline');
    defineLazyMessages({ bye: '再见' }, async () => ({ bye: 'Bye' }));
    // Chinese is still the language: the catalogue defined now does not fetch English.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part rendered in English before its text arrived waits instead of showing keys', async () => {
    const { defineLazyMessages, LanguageContext, useMessages } = await freshModules();
    const catalogue = defineLazyMessages({ hello: '你好' }, async () => english);
    function Greeting() {
      const t = useMessages(catalogue);
      return <p>{t('hello')}</p>;
    }
    // Every text the page showed on the way, as a user would have seen it.
    const shown = new Set<string>();
    const observer = new MutationObserver(() => shown.add(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => {
      render(
        <LanguageContext value="en-US">
          <Suspense fallback={<p>…</p>}>
            <Greeting />
          </Suspense>
        </LanguageContext>,
      );
    });
    await new Promise((resolve) => setTimeout(resolve));
    observer.disconnect();
    expect(document.body.textContent).toBe('Hello');
    expect([...shown].filter((text) => text.includes('hello'))).toEqual([]);
  });
});
