import type { Page } from '@playwright/test';

/** Chinese characters and full-width punctuation. */
export const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** Opens every page of the test in English (unless the test saved another language first). */
export async function startInEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('toolbox:preferences')) return;
    localStorage.setItem(
      'toolbox:preferences',
      JSON.stringify({
        version: 1,
        data: { language: 'en-US', themeMode: 'light', menuCollapsed: false },
      }),
    );
  });
}

/**
 * Chinese the screen itself shows inside `roots` (default: the whole page), as visible text or
 * as a label, title or placeholder. What the user typed is not the screen's: text in inputs,
 * text areas and editors is skipped. A language's name in its own language ("中文" in the
 * language switch) is the one exception, as everywhere.
 */
export async function chineseOnPage(page: Page, roots: readonly string[] = ['body']) {
  return page.evaluate(
    ([pattern, selectors]) => {
      const cjk = new RegExp(pattern);
      const ownLanguageName = (text: string) => text.trim() === '中文';
      const found: string[] = [];
      for (const root of document.querySelectorAll(selectors.join(','))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          const parent = node.parentElement;
          if (!parent || !cjk.test(text) || ownLanguageName(text)) continue;
          if (parent.closest('textarea, [contenteditable="true"], script, style')) continue;
          if (parent.checkVisibility && !parent.checkVisibility()) continue;
          found.push(text.trim().slice(0, 120));
        }
        for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
          for (const name of ['aria-label', 'title', 'placeholder']) {
            const value = element.getAttribute(name);
            if (value && cjk.test(value) && !ownLanguageName(value)) found.push(`${name}=${value}`);
          }
        }
      }
      return found;
    },
    [CJK.source, roots] as const,
  );
}
