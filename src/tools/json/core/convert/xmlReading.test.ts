import { describe, expect, it } from 'vitest';
import { stringifyTree } from '../tree';
import { readData } from './index';

async function read(xml: string, inferTypes?: boolean) {
  const { value, changes } = await readData(xml, 'xml', { inferTypes });
  return {
    json: stringifyTree(value),
    changes: changes.map((c) => [c.path, c.before, c.after, c.reason.code]),
  };
}

describe('XML -> JSON keeps the text or lists what it changed', { timeout: 60_000 }, () => {
  it('honours 识别数字和布尔值 and lists each value it typed', async () => {
    const xml = '<r n="1"><b>true</b><s>x</s></r>';
    expect(await read(xml, false)).toEqual({
      json: '{"r":{"@_n":"1","b":"true","s":"x"}}',
      changes: [],
    });
    expect(await read(xml, true)).toEqual({
      json: '{"r":{"@_n":1,"b":true,"s":"x"}}',
      changes: [
        ["$.r['@_n']", '"1"', '1', 'xmlTyped'],
        ['$.r.b', '"true"', 'true', 'xmlTyped'],
      ],
    });
  });

  it('keeps spaces around text; layout between elements is no data', async () => {
    expect(await read('<r>\n  <a>  hi  </a>\n  <b x="1">  </b>\n</r>', false)).toEqual({
      json: '{"r":{"a":"  hi  ","b":{"@_x":"1","#text":"  "}}}',
      changes: [],
    });
  });

  it('joins mixed text exactly and lists it, and lists comments and instructions', async () => {
    expect(await read('<?pi x?><p>hello <b>x</b> world<!-- note --></p>', false)).toEqual({
      json: '{"p":{"b":"x","#text":"hello  world"}}',
      changes: [
        ['$', '<?pi …?>', null, 'xmlInstructionDropped'],
        ['$.p', '<!-- note -->', null, 'xmlCommentDropped'],
        ["$.p['#text']", '["hello "," world"]', '"hello  world"', 'xmlMixedText'],
      ],
    });
  });

  it('puts attributes first, as written, and lists repeated elements that others split', async () => {
    expect(await read('<r><a>1</a><b>2</b><a>3</a><c y="2" x="1"/></r>', false)).toEqual({
      json: '{"r":{"a":["1","3"],"b":"2","c":{"@_y":"2","@_x":"1"}}}',
      changes: [['$.r', '["a","b","a","c"]', '["a","b","c"]', 'xmlElementsGrouped']],
    });
  });

  it('refuses a second root or text after the root, where it stands', async () => {
    await expect(readData('<a/>\n  <b/>', 'xml')).rejects.toMatchObject({
      code: 'xmlMultipleRoots',
      params: { line: 2, column: 3 },
    });
    await expect(readData('<a></a><b/>', 'xml')).rejects.toMatchObject({
      code: 'xmlMultipleRoots',
      params: { line: 1 },
    });
    await expect(readData('<a x=">"/><!-- c --> t', 'xml')).rejects.toMatchObject({
      code: 'xmlTextOutsideRoot',
      params: { line: 1, column: 22 },
    });
    // Comments, instructions and a DOCTYPE beside the root are no second root.
    const ok =
      '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY e "x">]>\n<!-- c --><r/>\n<!-- d -->\n';
    expect((await read(ok, false)).json).toBe('{"r":""}');
  });

  it('names what is wrong in the catalogue’s words, not the library’s', async () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ['<a>', 'xmlUnclosedTag', { name: 'a', line: 1, column: 1 }],
      ['<a></b>', 'xmlClosingMismatch', { name: 'b', expected: 'a' }],
      ['<a x="1" x="2"/>', 'xmlAttributeRepeated', { name: 'x' }],
      ['<a>&</a>', 'xmlBadAmpersand', { line: 1 }],
      ['<1a/>', 'xmlBadName', { name: '1a' }],
      ['</a>', 'xmlClosingNotOpened', { name: 'a' }],
      ['x<a/>', 'xmlUnexpectedChar', { char: 'x' }],
    ];
    for (const [xml, code, params] of cases)
      await expect(readData(xml, 'xml'), xml).rejects.toMatchObject({ code, params });
  });
});
