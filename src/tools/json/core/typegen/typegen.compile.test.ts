/**
 * Generated types compile with the real compilers. CI (CI set) installs them (.ci/run) and
 * fails when one is missing; a machine without one skips that language.
 *
 * Each language's files compile in one invocation. Jackson, System.Text.Json, kotlinx
 * serialization and serde are not on this machine, so tiny stubs of just the annotations and
 * types the generated code names stand in for them. Where two samples would declare the same
 * top-level name in one compilation, each is put in its own package, namespace or directory;
 * nothing else of the generated text is touched.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTree } from '../tree';
import { generateTypes, type TypeLanguage } from './index';

const run = promisify(execFile);

/** Every shape that broke compiling once, as a root name and a document. */
const SAMPLES: [string, string][] = [
  [
    'ReservedWords',
    '{"class":"x","public":1,"type":"t","self":1,"Self":2,"fun":true,"abstract":null,' +
      '"namespace":"n","yield":2,"package":"p","true":false,"object":{"int":1},"_":0,"crate":1}',
  ],
  [
    'ChineseKeys',
    '{"姓名":"张三","年龄":30,"地址":{"城市":"北京","邮编":"100000"},"标签":["a"],' +
      '"नाम":"x","2fa":true,"":1,"😀":2,"用户 ID":3}',
  ],
  [
    'NestedArrays',
    '{"orders":[{"id":1,"lines":[{"sku":"a","qty":2,"tags":["x"]}]},{"id":2,"lines":[]}],' +
      '"matrix":[[1,2],[3,4]],"grid":[[{"x":1}],[{"x":2,"y":"z"}]]}',
  ],
  ['MixedNullable', '[{"a":1,"b":"x","c":null,"d":[1,"a",null]},{"a":1.5,"b":null,"e":{"f":1}}]'],
  ['EmptyThings', '{"items":[],"nested":{"list":[]},"obj":{},"nothing":null}'],
  [
    'BigNumbers',
    '{"safe":9007199254740991,"long":9223372036854775807,"ulong":18446744073709551615,' +
      '"big":123456789012345678901234567890,"neg":-9223372036854775809,"exp":1E400,' +
      '"precise":0.1000000000000000055511151231257827,"money":[1.10,2.5],"mix":[1,1.5]}',
  ],
  [
    'CollidingKeys',
    '{"a-b":1,"a_b":2,"aB":3,"AB":4,"Name":"x","name":"y","NAME":"z","toString":"t",' +
      '"hashCode":1,"getClass":"c","CollidingKeys":"r","list":[{"x":1}],"string":{"s":1},' +
      '"-":1,"a,b":2,"quote\\"d":3,"back\\\\slash":4,"dollar$x":5,"tab\\t":6,' +
      '"__proto__":7,"u\\u2028":8,"List":[{"y":1}]}',
  ],
  ['ScalarList', '[1,2,3]'],
  // Keys that become classes named like the types and annotations the code itself names.
  [
    'Builtins',
    '{"String":{"v":1},"Integer":{"v":1},"Long":{"v":1},"Double":{"v":1},"Boolean":{"v":1},"BigInteger":{"v":1},"BigDecimal":{"v":1},"JsonProperty":{"v":1},"JsonPropertyName":{"v":1},"JsonPropertyNameAttribute":{"v":1},"JsonElement":{"v":1},"JsonPrimitive":{"v":1},"SerialName":{"v":1},"Serializable":{"v":1},"Option":{"v":1},"Vec":{"v":1},"Box":{"v":1},"Result":{"v":1},"Value":{"v":1},"Number":{"v":1},"Serialize":{"v":1},"Deserialize":{"v":1},"Any":{"v":1},"Map":{"v":1},"List":{"v":1},"Int":{"v":1},"Error":{"v":1},"System":{"v":1},"Date":{"v":1},"Self":{"v":1},"Sized":{"v":1},"Clone":{"v":1},"Debug":{"v":1}}',
  ],

  // Random documents with keys in any script, and (binary) lone surrogates; a fixed seed
  // keeps CI repeatable.
  ...[...randomDocuments('grapheme', 6), ...randomDocuments('binary', 4)].map(
    (json, i): [string, string] => [`Random${i + 1}`, json],
  ),
];

function randomDocuments(stringUnit: 'grapheme' | 'binary', count: number): string[] {
  return fc.sample(fc.json({ maxDepth: 3, stringUnit }), { seed: 2026, numRuns: count });
}

const workDir = mkdtempSync(join(tmpdir(), 'typegen-compile-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function generated(language: TypeLanguage): { name: string; text: string; fileName: string }[] {
  return SAMPLES.map(([rootName, json]) => ({
    name: rootName,
    ...generateTypes(parseTree(json).value, language, { rootName }),
  }));
}

function write(dir: string, file: string, text: string): string {
  const path = join(dir, file);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

function found(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir && existsSync(join(dir, command)));
}

/** Compiler output on failure, so a red CI run says which line of which sample broke. */
async function compile(command: string, args: string[], options: { cwd?: string; env?: object }) {
  try {
    const { stdout } = await run(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return expect.fail(`${command} failed:\n${stdout}\n${stderr}`);
  }
}

const COMPILERS: Record<TypeLanguage, string> = {
  typescript: 'node',
  go: 'go',
  java: 'javac',
  csharp: 'mcs',
  kotlin: 'kotlinc',
  rust: 'rustc',
};

/** In CI a missing compiler is a failure; elsewhere that language is skipped. */
function compiles(language: TypeLanguage, check: (dir: string) => Promise<void>) {
  const command = COMPILERS[language];
  const present = found(command);
  const inCi = !['', '0', 'false'].includes(process.env.CI ?? '');
  const test = present || inCi ? it : it.skip;
  test(`${language} (${command})`, { timeout: 120_000 }, async () => {
    expect(present, `${command} is not installed (.ci/run installs it)`).toBe(true);
    const dir = join(workDir, language);
    mkdirSync(dir, { recursive: true });
    await check(dir);
  });
}

describe('generated types compile', () => {
  compiles('typescript', async (dir) => {
    const files = generated('typescript').map(({ name, text }) => write(dir, `${name}.ts`, text));
    const compilerOptions = { strict: true, target: 'es2020', noEmit: true, types: [] };
    write(dir, 'tsconfig.json', JSON.stringify({ compilerOptions, files }));
    const tsc = join(import.meta.dirname, '../../../../../node_modules/typescript/bin/tsc');
    await compile('node', [tsc, '-p', dir], {});
  });

  compiles('go', async (dir) => {
    write(dir, 'go.mod', 'module typegencheck\n\ngo 1.19\n');
    for (const { name, text } of generated('go')) write(dir, `${name}/types.go`, text);
    const env = { GOCACHE: join(dir, '.cache'), GOPATH: join(dir, '.gopath'), GOFLAGS: '' };
    await compile('go', ['vet', './...'], { cwd: dir, env: { ...env, GOTOOLCHAIN: 'local' } });
    // Laid out as gofmt would: nothing for a user's formatter to change.
    expect(await compile('gofmt', ['-l', '.'], { cwd: dir })).toBe('');
  });

  compiles('java', async (dir) => {
    const stub = write(
      dir,
      'com/fasterxml/jackson/annotation/JsonProperty.java',
      'package com.fasterxml.jackson.annotation;\n' +
        'public @interface JsonProperty { String value() default ""; }\n',
    );
    // Under the file name the download gives: javac wants it to be the public class's.
    const files = generated('java').map(({ fileName, text }) => write(dir, fileName, text));
    await compile('javac', ['-Xlint:all', '-Werror', '-d', join(dir, 'out'), stub, ...files], {});
  });

  compiles('csharp', async (dir) => {
    const stub = write(
      dir,
      'Stubs.cs',
      'namespace System.Text.Json.Serialization {\n' +
        '  public class JsonPropertyNameAttribute : System.Attribute {\n' +
        '    public JsonPropertyNameAttribute(string name) {}\n  }\n}\n' +
        'namespace System.Text.Json { public struct JsonElement {} }\n',
    );
    const files = generated('csharp').map(({ name, text }) => {
      // Usings first, then the sample's classes in a namespace of their own.
      const body = text.replace(/^((?:using .*\n)*)/, `$1namespace ${name} {\n`);
      return write(dir, `${name}.cs`, `${body}}\n`);
    });
    const out = `-out:${join(dir, 'types.dll')}`;
    await compile('mcs', ['-target:library', '-warnaserror+', out, stub, ...files], {});
  });

  compiles('kotlin', async (dir) => {
    const stub = write(
      dir,
      'Stubs.kt',
      'package kotlinx.serialization\n' +
        'annotation class Serializable\n' +
        'annotation class SerialName(val value: String)\n',
    );
    const jsonStub = write(
      dir,
      'JsonStubs.kt',
      'package kotlinx.serialization.json\n' +
        'abstract class JsonElement\n' +
        'abstract class JsonPrimitive : JsonElement()\n',
    );
    const files = generated('kotlin').map(({ name, text }) =>
      write(dir, `${name}.kt`, `package ${name.toLowerCase()}\n\n${text}`),
    );
    await compile('kotlinc', ['-Werror', '-d', join(dir, 'out'), stub, jsonStub, ...files], {});
  });

  compiles('rust', async (dir) => {
    const serde = write(
      dir,
      'serde.rs',
      'extern crate proc_macro;\nuse proc_macro::TokenStream;\n' +
        '#[proc_macro_derive(Serialize, attributes(serde))]\n' +
        'pub fn serialize(_: TokenStream) -> TokenStream { TokenStream::new() }\n' +
        '#[proc_macro_derive(Deserialize, attributes(serde))]\n' +
        'pub fn deserialize(_: TokenStream) -> TokenStream { TokenStream::new() }\n',
    );
    const serdeJson = write(
      dir,
      'serde_json.rs',
      '#[derive(Debug, Clone)]\npub struct Value;\n#[derive(Debug, Clone)]\npub struct Number;\n',
    );
    const modules = generated('rust').map(({ name, text }) => {
      write(dir, `${name.toLowerCase()}.rs`, text);
      return `pub mod ${name.toLowerCase()};\n`;
    });
    const lib = write(dir, 'lib.rs', modules.join(''));
    const out = ['--out-dir', dir, '--edition', '2021'];
    await compile('rustc', [...out, '--crate-type', 'proc-macro', serde], {});
    await compile('rustc', [...out, '--crate-type', 'lib', serdeJson], {});
    const externs = ['--extern', 'serde', '--extern', 'serde_json', '-L', dir];
    await compile('rustc', [...out, '--crate-type', 'lib', '-D', 'warnings', ...externs, lib], {});
  });
});
