import { describe, expect, it } from 'vitest';
import { DEFAULT_JSON_OPTIONS, indentOf, normalizeJsonOptions } from './jsonOptions';

describe('normalizeJsonOptions', () => {
  it('keeps valid options and replaces unknown values one by one', () => {
    const options = normalizeJsonOptions({
      ...DEFAULT_JSON_OPTIONS,
      tab: 'convert',
      indent: '7',
      to: 'exe',
      rootName: '<script>',
      delimiter: 'tab',
    });
    expect(options).toMatchObject({
      tab: 'convert',
      indent: '2',
      to: 'yaml',
      rootName: 'Root',
      delimiter: 'tab',
    });
    expect(indentOf({ ...options, indent: 'tab' })).toBe('\t');
  });
});
