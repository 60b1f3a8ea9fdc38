import { describe, expect, it } from 'vitest';
import { parseTree } from '../tree';
import { generateTypes, type TypeLanguage } from './index';
import { GO_NAMES } from './go';
import { JAVA_NAMES } from './java';
import { KOTLIN_NAMES } from './kotlin';
import { identifierOf, keyWords, NameScope } from './naming';
import { fitsDecimal, fitsDouble, integerRangeOf } from './numbers';
import { RUST_NAMES } from './rust';

const types = (json: string, language: TypeLanguage, rootName?: string) =>
  generateTypes(parseTree(json).value, language, { rootName });

describe('生成类型: names', () => {
  it('splits keys into words at case changes; Chinese stays, scripts compilers may not know go', () => {
    expect(keyWords('user_info-ID')).toEqual(['user', 'info', 'ID']);
    expect(keyWords('userID')).toEqual(['user', 'ID']);
    expect(keyWords('HTTPServer2Go')).toEqual(['HTTP', 'Server2', 'Go']);
    expect(keyWords('用户 名')).toEqual(['用户', '名']);
    expect(keyWords('Straße')).toEqual(['Straße']);
    // Devanagari has combining marks some languages reject; Nag Mundari (Unicode 15) is newer
    // than javac 17's tables.
    expect(keyWords('नाम')).toEqual([]);
    expect(keyWords('a\u{1E4D0}b')).toEqual(['a', 'b']);
  });

  it('escapes each language its own way and prefixes names that cannot start as they are', () => {
    expect(identifierOf('class', 'camel', JAVA_NAMES, 'field')).toBe('class_');
    expect(identifierOf('class', 'camel', KOTLIN_NAMES, 'field')).toBe('`class`');
    expect(identifierOf('type', 'snake', RUST_NAMES, 'field')).toBe('r#type');
    expect(identifierOf('self', 'snake', RUST_NAMES, 'field')).toBe('self_');
    expect(identifierOf('2fa', 'camel', JAVA_NAMES, 'field')).toBe('_2fa');
    // Go exports only names that start upper-case: a Chinese key needs a letter before it.
    expect(identifierOf('姓名', 'pascal', GO_NAMES, 'Field')).toBe('X姓名');
    expect(identifierOf('姓名', 'camel', JAVA_NAMES, 'field')).toBe('姓名');
    expect(identifierOf('$', 'camel', JAVA_NAMES, 'field')).toBe('field');
  });

  it('never gives two keys one name, whatever their case', () => {
    const scope = new NameScope(['Root']);
    expect(['root', 'aB', 'AB', 'ab'].map((name) => scope.claim(name))).toEqual([
      'root2',
      'aB',
      'AB2',
      'ab3',
    ]);
  });
});

describe('生成类型: numbers as written', () => {
  it('sorts integers by the narrowest 64-bit type that holds them', () => {
    expect(integerRangeOf('9007199254740991')).toBe('safe');
    expect(integerRangeOf('9007199254740993')).toBe('int64');
    expect(integerRangeOf('-9223372036854775808')).toBe('int64');
    expect(integerRangeOf('18446744073709551615')).toBe('uint64');
    expect(integerRangeOf('18446744073709551616')).toBe('big');
  });

  it('knows which written floats a double or a decimal holds', () => {
    expect(fitsDouble('0.1')).toBe(true);
    expect(fitsDouble('1.10')).toBe(true);
    expect(fitsDouble('-2.5e-7')).toBe(true);
    expect(fitsDouble('0.1000000000000000055511151231257827')).toBe(false);
    expect(fitsDouble('1E400')).toBe(false);
    expect(fitsDecimal('0.1000000000000000055511151231257827')).toBe(false);
    expect(fitsDecimal('-12345678901234567890123')).toBe(true);
  });
});

const SAMPLE =
  '{"id":1,"user_name":"a","tags":["x"],"items":[{"sku":"a","qty":2},{"sku":"b","price":1.5}],' +
  '"big":12345678901234567890123,"extra":null}';

describe('生成类型: one file per language', () => {
  it('names the download after the public type where the language requires it (类名 changed)', () => {
    const json = '{"id":1}';
    for (const [rootName, file] of [
      ['order', 'Order.java'],
      ['class', 'ClassType.java'],
      ['订单', '订单.java'],
      ['', 'Root.java'],
    ]) {
      const generated = types(json, 'java', rootName);
      expect(generated.fileName).toBe(file);
      expect(generated.text).toContain(`public class ${file.replace('.java', '')} {`);
    }
    expect(types(json, 'csharp', 'order').fileName).toBe('Order.cs');
    expect(types(json, 'kotlin', 'order').fileName).toBe('Order.kt');
    expect(types(json, 'typescript', 'order').fileName).toBe('types.ts');
    expect(types(json, 'go', 'order').fileName).toBe('types.go');
    expect(types(json, 'rust', 'order').fileName).toBe('types.rs');
  });

  it('TypeScript: keys as written, optional fields, bigint with the reason', () => {
    expect(types(SAMPLE, 'typescript').text).toBe(
      [
        'export interface Root {',
        '  id: number;',
        '  user_name: string;',
        '  tags: string[];',
        '  items: Item[];',
        '  // beyond 2^53: JSON.parse would round it; read it as a bigint with a parser that keeps it (json-bigint, or a JSON.parse reviver reading context.source)',
        '  big: bigint;',
        '  extra: null;',
        '}',
        '',
        'export interface Item {',
        '  sku: string;',
        '  qty?: number;',
        '  price?: number;',
        '}',
        '',
      ].join('\n'),
    );
    expect(types('{"a-b":1,"class":2}', 'typescript').text).toContain('  "a-b": number;\n');
  });

  it('says which numbers needed a wider type, and where', () => {
    expect(types(SAMPLE, 'java').notes).toEqual([
      {
        path: '$.big',
        code: 'wideNumber',
        params: { example: '12345678901234567890123', type: 'BigInteger' },
      },
    ]);
    expect(types('[{"a":{"b":[0.1000000000000000055511151231257827]}}]', 'go').notes).toEqual([
      {
        path: '$[*].a.b[*]',
        code: 'wideNumber',
        params: { example: '0.1000000000000000055511151231257827', type: '[]json.Number' },
      },
    ]);
  });

  it('Go: a package line, tags with the JSON names, pointers for what may be missing', () => {
    const go = types(SAMPLE + '', 'go').text;
    expect(go.startsWith('package model\n\nimport "encoding/json"\n')).toBe(true);
    expect(go).toContain('\tUserName string   `json:"user_name"`');
    expect(go).toContain('\tBig   json.Number `json:"big"`');
    expect(go).toContain('\tQty   *int64   `json:"qty,omitempty"`');
    const odd = types('{"-":1,"a,b":2,"姓名":3}', 'go');
    expect(odd.text).toContain('`json:"-,"`');
    expect(odd.text).toContain('\tX姓名 int64 `json:"姓名"`');
    expect(odd.text).toContain('\tAB  int64 `json:"-"`');
    expect(odd.notes).toEqual([
      { path: '$["a,b"]', code: 'unmappableKey', params: { key: 'a,b' } },
    ]);
  });

  it('Java: one public class, nested static classes, accessors, Jackson names', () => {
    const java = types('{"class":"x","aB":1,"items":[{"public":true}]}', 'java').text;
    expect(java.match(/public class /g)).toHaveLength(1);
    expect(java).toContain('    public static class Item {\n');
    expect(java).toContain('    @JsonProperty("class")\n    private String class_;');
    expect(java).toContain('    public String getClass_() {');
    expect(java).toContain('        @JsonProperty("public")\n        private Boolean public_;');
    // Jackson calls getAB() "ab": the accessors carry the name so the key stays "aB".
    expect(java).toContain('    @JsonProperty("aB")\n    public Long getAB() {');
    expect(java.startsWith('import com.fasterxml.jackson.annotation.JsonProperty;\n')).toBe(true);
  });

  it('C#: System.Text.Json names, nullable value types, decimal then JsonElement for wide numbers', () => {
    const csharp = types(SAMPLE, 'csharp').text;
    expect(csharp).toContain('    [JsonPropertyName("qty")]\n    public long? Qty { get; set; }');
    expect(csharp).toContain('    public decimal Big { get; set; }');
    expect(types('{"n":1234567890123456789012345678901}', 'csharp').text).toContain(
      '    public JsonElement N { get; set; }',
    );
  });

  it('Kotlin: data classes with @SerialName, back-quoted keywords, JsonPrimitive for wide numbers', () => {
    const kotlin = types('{"class":"x","user_name":"a","big":18446744073709551615}', 'kotlin');
    expect(kotlin.text).toContain('@Serializable\ndata class Root(\n');
    expect(kotlin.text).toContain('    val `class`: String,\n');
    expect(kotlin.text).toContain('    @SerialName("user_name") val userName: String,\n');
    expect(kotlin.text).toContain('    val big: JsonPrimitive\n)');
  });

  it('Rust: serde renames, raw identifiers, Option for what may be missing', () => {
    const rust = types(
      '[{"type":"a","userName":"b","n":18446744073709551615},{"type":"c"}]',
      'rust',
    );
    expect(rust.text).toContain('pub type Root = Vec<RootItem>;');
    expect(rust.text).toContain('    pub r#type: String,\n');
    expect(rust.text).toContain(
      '    #[serde(rename = "userName", default, skip_serializing_if = "Option::is_none")]\n' +
        '    pub user_name: Option<String>,',
    );
    expect(rust.text).toContain(
      '    #[serde(default, skip_serializing_if = "Option::is_none")]\n    pub n: Option<u64>,',
    );
  });

  it('a root name that would hide a type the code uses is changed', () => {
    expect(types('{"a":"x"}', 'java', 'String').text).toContain('public class StringType {');
    expect(types('{"a":"x"}', 'go', 'user info').text).toContain('type UserInfo struct {');
  });
});
