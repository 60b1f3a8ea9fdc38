// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../app/i18n/LanguageContext';
import type { Language } from '../app/i18n/translate';
import { JsonCheckWidget } from './JsonCheckWidget';

function check(language: Language, label: string, text: string) {
  render(
    <LanguageContext.Provider value={language}>
      <MemoryRouter>
        <JsonCheckWidget toolPath="/tool/jsonConvert" toolName="JSON" />
      </MemoryRouter>
    </LanguageContext.Provider>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });
  return screen.getByRole('status');
}

describe('the home page’s JSON check', () => {
  it('says what is wrong and where in English, without Chinese', async () => {
    const status = check('en-US', 'Paste JSON to check it', '[1,\n 2,]');
    expect(
      await screen.findByText('Line 2, column 3: Trailing comma: no comma is allowed before “]”'),
    ).toBeTruthy();
    expect(status.textContent).not.toMatch(/[\u3400-\u9fff]/);
  });

  it('says it in Chinese too', async () => {
    check('zh-CN', '粘贴 JSON 检查是否有效', '[1,\n 2,]');
    expect(await screen.findByText('第 2 行第 3 列：多余的逗号：“]” 前面不能有逗号')).toBeTruthy();
  });
});
