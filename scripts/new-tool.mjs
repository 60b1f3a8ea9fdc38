#!/usr/bin/env node
// Scaffolds a tool the way the registry expects (like it-tools' `pnpm script:create:tool`):
//   npm run new-tool <id> [--path=toolPath] [--zh=中文名] [--en="English name"]
// Writes src/tools/<id>/{core/index.ts,core/index.test.ts,messages.ts,<Name>Page.tsx},
// e2e/<id>.spec.ts, the zh-CN/en-US title and description keys, and the registry entry.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function parseArgs(argv) {
  const [id, ...rest] = argv;
  if (!id || !/^[a-z][a-zA-Z0-9]*$/.test(id)) {
    throw new Error('用法：npm run new-tool <id>，id 为小写字母开头的字母数字，例如 base64');
  }
  const options = Object.fromEntries(
    rest.filter((arg) => arg.startsWith('--')).map((arg) => arg.slice(2).split(/=(.*)/s, 2)),
  );
  const name = id[0].toUpperCase() + id.slice(1);
  return {
    id,
    name,
    path: options.path ?? id,
    zh: options.zh ?? name,
    en: options.en ?? name,
  };
}

export function scaffoldFiles({ id, name, path, zh }) {
  return {
    [`src/tools/${id}/core/index.ts`]: `/** The headless API of ${zh}: pure functions, importable from Node. */
export function transform${name}(input: string): string {
  return input.trim();
}
`,
    [`src/tools/${id}/core/index.test.ts`]: `import { describe, expect, it } from 'vitest';
import { transform${name} } from './index';

describe('transform${name}', () => {
  it('removes surrounding white space', () => {
    expect(transform${name}('  文本  ')).toBe('文本');
  });
});
`,
    [`src/tools/${id}/messages.ts`]: `import { defineMessages } from '../../app/i18n/translate';

export const ${id}Messages = defineMessages(
  { input: '输入', output: '结果' },
  { input: 'Input', output: 'Result' },
);
`,
    [`src/tools/${id}/${name}Page.tsx`]: `import { Card, Input, Typography } from 'antd';
import { useState } from 'react';
import { useMessages } from '../../app/i18n/LanguageContext';
import { transform${name} } from './core';
import { ${id}Messages } from './messages';

export default function ${name}Page() {
  const t = useMessages(${id}Messages);
  const [input, setInput] = useState('');
  return (
    <Card>
      <Input.TextArea aria-label={t('input')} value={input} onChange={(e) => setInput(e.target.value)} />
      <Typography.Paragraph aria-label={t('output')}>{transform${name}(input)}</Typography.Paragraph>
    </Card>
  );
}
`,
    [`e2e/${id}.spec.ts`]: `import { expect, openScreen, test } from './fixtures';

test('${zh} shows the result of the input', async ({ page }) => {
  await openScreen(page, '/tool/${path}');
  await page.getByRole('textbox', { name: '输入' }).fill('  你好  ');
  await expect(page.getByLabel('结果')).toHaveText('你好');
});
`,
  };
}

/** Inserts the registry entry before the closing of the tools array. */
export function addRegistryEntry(source, { id, name, path }) {
  if (source.includes(`id: '${id}'`)) throw new Error(`注册表中已有工具 ${id}`);
  const entry = `  {
    id: '${id}',
    path: '/tool/${path}',
    titleKey: 'tool.${id}.title',
    descriptionKey: 'tool.${id}.description',
    icon: ToolOutlined,
    keywords: { zh: [], pinyin: [], en: ['${id}'] },
    load: () => import('./${id}/${name}Page'),
  },
];`;
  const marker = /\n\];\n/;
  if (!marker.test(source)) throw new Error('找不到 tools 数组的结尾，无法添加注册项');
  let next = source.replace(marker, `\n${entry}\n`);
  if (!/\bToolOutlined\b/.test(source)) {
    next = next.replace(/import \{\n/, 'import {\n  ToolOutlined,\n');
  }
  return next;
}

/** Adds title and description keys after the last `tool.*.description` key of each language. */
export function addMessageKeys(source, { id, zh, en }) {
  const lines = source.split('\n');
  const descriptionLines = lines
    .map((line, index) => (/^\s+'tool\.\w+\.description':/.test(line) ? index : -1))
    .filter((index) => index >= 0);
  // The zh-CN object closes at the first two-space `},`; the en-US object follows it.
  const zhEnd = lines.findIndex((line) => /^ {2}\},\s*$/.test(line));
  const zhLine = Math.max(...descriptionLines.filter((index) => index < zhEnd));
  const enLine = Math.max(...descriptionLines);
  if (zhEnd < 0 || !Number.isFinite(zhLine) || enLine < zhEnd) {
    throw new Error('appMessages.ts 的结构与预期不同');
  }
  lines.splice(
    enLine + 1,
    0,
    `    'tool.${id}.title': '${en}',`,
    `    'tool.${id}.description': '${en}',`,
  );
  lines.splice(
    zhLine + 1,
    0,
    `    'tool.${id}.title': '${zh}',`,
    `    'tool.${id}.description': '${zh}',`,
  );
  return lines.join('\n');
}

function main() {
  const spec = parseArgs(process.argv.slice(2));
  const files = scaffoldFiles(spec);
  for (const file of Object.keys(files)) {
    if (existsSync(join(root, file))) throw new Error(`${file} 已存在，未做任何修改`);
  }
  const registryPath = join(root, 'src/tools/registry.ts');
  const messagesPath = join(root, 'src/app/i18n/appMessages.ts');
  const registry = addRegistryEntry(readFileSync(registryPath, 'utf8'), spec);
  const messages = addMessageKeys(readFileSync(messagesPath, 'utf8'), spec);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
    console.log(`created  ${file}`);
  }
  writeFileSync(registryPath, registry);
  writeFileSync(messagesPath, messages);
  console.log('updated  src/tools/registry.ts, src/app/i18n/appMessages.ts');
  console.log(`Next: describe the tool in both languages, pick an icon, then npm test.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
