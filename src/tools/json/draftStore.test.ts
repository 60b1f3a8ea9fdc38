import { describe, expect, it } from 'vitest';
import { validateDraft } from './draftStore';

describe('saved JSON draft', () => {
  it('reads version 2, with the input inline or kept as a separate Blob', () => {
    expect(
      validateDraft({ version: 2, data: { input: '{"a":1}', inputName: null, compare: '[]' } }),
    ).toEqual({ input: '{"a":1}', inputName: null, compare: '[]' });
    expect(
      validateDraft({ version: 2, data: { input: null, inputName: 'big.json', compare: '' } }),
    ).toEqual({ input: null, inputName: 'big.json', compare: '' });
  });

  it('carries version 1 drafts over', () => {
    expect(validateDraft({ version: 1, data: { input: '{}', compare: '' } })).toEqual({
      input: '{}',
      inputName: null,
      compare: '',
    });
  });

  it('refuses damaged or unknown records', () => {
    for (const stored of [
      undefined,
      '{not json',
      { version: 0, data: { input: '{}', compare: '' } },
      { version: 1, data: { input: null, compare: '' } },
      { version: 2, data: { input: 12, inputName: null, compare: '' } },
      { version: 2, data: { input: '', inputName: 5, compare: '' } },
      { version: 2, data: { input: '', inputName: null, compare: null } },
      { version: 3, data: { input: '', inputName: null, compare: '' } },
    ])
      expect(validateDraft(stored)).toBeUndefined();
  });
});
