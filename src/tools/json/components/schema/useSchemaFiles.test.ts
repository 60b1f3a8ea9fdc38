import { describe, expect, it } from 'vitest';
import { freeName, validateWorkspace } from './useSchemaFiles';

describe('saved schema files', () => {
  it('accepts a well-formed record and rejects damaged ones', () => {
    const good = { files: [{ name: 'a.json', text: '{}' }], active: 0, main: 0 };
    expect(validateWorkspace(good)).toEqual(good);
    expect(validateWorkspace({ ...good, main: 1 })).toBeUndefined();
    expect(validateWorkspace({ ...good, files: [] })).toBeUndefined();
    expect(validateWorkspace({ ...good, files: [{ name: 1, text: '' }] })).toBeUndefined();
    expect(validateWorkspace('x')).toBeUndefined();
  });

  it('names a new file so that it never replaces another', () => {
    const files = [
      { name: 'schema.json', text: '' },
      { name: 'schema-2.json', text: '' },
    ];
    expect(freeName(files, 'schema.json')).toBe('schema-3.json');
    expect(freeName(files, 'address.json')).toBe('address.json');
    expect(freeName([{ name: 'generated.schema.json', text: '' }], 'generated.schema.json')).toBe(
      'generated-2.schema.json',
    );
  });
});
