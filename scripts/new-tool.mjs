#!/usr/bin/env node
// Scaffolds a tool the way the registry expects (like it-tools' `pnpm script:create:tool`):
//   npm run new-tool <id> [--path=toolPath] [--zh=中文名] [--en="English name"]
// Writes src/tools/<id>/{tool.ts,core/index.ts,core/index.test.ts,messages.ts,<Name>Page.tsx},
// e2e/<id>.spec.ts and e2e/actions/<id>.ts (its action's check), then one line in the
// registry and one in the action walker's list of checks.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

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

export function scaffoldFiles({ id, name, path, zh, en }) {
  return {
    [`src/tools/${id}/tool.ts`]: `import { ToolOutlined } from '@ant-design/icons';
import { defineTool } from '../../app/runtime/toolManifest';

/** ${zh}: what the shell knows of it (menu, home, palette, help, settings). */
export const ${id}Tool = defineTool({
  id: '${id}',
  path: '/tool/${path}',
  icon: ToolOutlined,
  keywords: { zh: ['${zh}'], pinyin: [], en: ['${id}'] },
  actions: [{ id: 'sample', pinyin: 'shi li', keywords: ['sample', 'example'] }],
  shortcuts: [],
  saved: [{ id: 'draft', store: 'local', key: 'toolbox:${id}.draft' }],
  text: {
    'zh-CN': {
      title: '${zh}',
      description: '${zh}',
      actions: { sample: '填入示例' },
      saved: { draft: '正在编辑的内容' },
    },
    'en-US': {
      title: '${en}',
      description: '${en}',
      actions: { sample: 'Fill in a sample' },
      saved: { draft: 'Content being edited' },
    },
  },
  load: () => import('./${name}Page'),
});
`,
    [`src/tools/${id}/core/index.ts`]: `/** The headless API of ${zh}: pure functions, importable from Node. */
export type ${name}Error = { code: 'empty'; params: Record<string, never> };

export type ${name}Result = { ok: true; value: string } | { ok: false; error: ${name}Error };

/** Errors are codes with parameters; the page words them in the interface language. */
export function transform${name}(input: string): ${name}Result {
  const value = input.trim();
  if (!value) return { ok: false, error: { code: 'empty', params: {} } };
  return { ok: true, value };
}
`,
    [`src/tools/${id}/core/index.test.ts`]: `import { describe, expect, it } from 'vitest';
import { transform${name} } from './index';

describe('transform${name}', () => {
  it('removes surrounding white space', () => {
    expect(transform${name}('  文本  ')).toEqual({ ok: true, value: '文本' });
  });

  it('reports empty input as a code, never a sentence', () => {
    expect(transform${name}('   ')).toEqual({ ok: false, error: { code: 'empty', params: {} } });
  });
});
`,
    [`src/tools/${id}/messages.ts`]: `import { defineMessages } from '../../app/i18n/translate';

export const ${id}Messages = defineMessages(
  { input: '输入', output: '结果', 'error.empty': '请输入内容', 'saved.draft': '${zh}的内容' },
  {
    input: 'Input',
    output: 'Result',
    'error.empty': 'Type something first',
    'saved.draft': '${en} content',
  },
);
`,
    [`src/tools/${id}/${name}Page.tsx`]: `import { Card, Input, Typography } from 'antd';
import { useMessages } from '../../app/i18n/LanguageContext';
import { useSavedState } from '../../app/runtime/useSavedState';
import { useToolAction } from '../../app/runtime/useToolAction';
import { transform${name} } from './core';
import { ${id}Messages } from './messages';
import { ${id}Tool } from './tool';

const SAMPLE = '  示例 sample  ';

export default function ${name}Page() {
  const t = useMessages(${id}Messages);
  const draft = useSavedState<string>({
    key: 'toolbox:${id}.draft',
    store: 'local',
    version: 1,
    validate: (data) => (typeof data === 'string' ? data : undefined),
    fallback: () => '',
    label: t('saved.draft'),
  });
  useToolAction(${id}Tool, { sample: () => draft.set(SAMPLE) }, draft.loaded);
  const result = transform${name}(draft.value);
  return (
    <Card>
      <Input.TextArea
        aria-label={t('input')}
        value={draft.value}
        onChange={(event) => draft.set(event.target.value)}
      />
      <Typography.Paragraph aria-label={t('output')}>
        {result.ok ? result.value : t(\`error.\${result.error.code}\`)}
      </Typography.Paragraph>
    </Card>
  );
}
`,
    [`e2e/${id}.spec.ts`]: `import { expect, openScreen, test } from './fixtures';

test('${zh} shows the result of the input, and keeps the input across a reload', async ({ page }) => {
  await openScreen(page, '/tool/${path}');
  await page.getByRole('textbox', { name: '输入' }).fill('  你好  ');
  await expect(page.getByLabel('结果')).toHaveText('你好');
  await page.reload();
  await expect(page.getByRole('textbox', { name: '输入' })).toHaveValue('  你好  ');
});
`,
    [`e2e/actions/${id}.ts`]: `import { expect } from '@playwright/test';
import type { ${id}Tool } from '../../src/tools/${id}/tool';
import type { ActionChecks } from './types';

export const checks: ActionChecks<typeof ${id}Tool> = {
  sample: {
    prepare: async (page) => {
      await page.getByRole('textbox', { name: '输入' }).fill('');
    },
    expectEffect: async (page) => {
      await expect(page.getByLabel('结果')).toHaveText('示例 sample');
    },
  },
};
`,
  };
}

/** Imports the manifest and appends it to the list of tools. */
export function addRegistryEntry(source, { id }) {
  if (source.includes(`./${id}/tool'`)) throw new Error(`注册表中已有工具 ${id}`);
  const list = /(export const tools: readonly ToolManifest\[\] = \[)([^\]]*)(\];)/;
  if (!list.test(source)) throw new Error('找不到 tools 数组，无法添加注册项');
  const withEntry = source.replace(list, (_all, open, items, close) => {
    const names = items
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return `${open}${[...names, `${id}Tool`].join(', ')}${close}`;
  });
  return withEntry.replace(
    /(import \{ \w+Tool \} from '\.\/\w+\/tool';\n)(?![\s\S]*import \{ \w+Tool \})/,
    `$1import { ${id}Tool } from './${id}/tool';\n`,
  );
}

/** Gives the action walker the new tool's checks. */
export function addActionChecks(source, { id }) {
  if (source.includes(`'./${id}'`)) throw new Error(`e2e/actions/index.ts 已有 ${id}`);
  const map = /(ACTION_CHECKS: [^=]+= \{)([^}]*)(\};)/;
  if (!map.test(source)) throw new Error('找不到 ACTION_CHECKS，无法添加检查');
  return `import { checks as ${id} } from './${id}';\n${source.replace(
    map,
    (_all, open, items, close) => `${open}${items.trim().replace(/,$/, '')}, ${id} ${close}`,
  )}`;
}

/** Written as `npm run format` would write it, so the new files pass the lint step at once. */
async function formatted(file, content) {
  const options = await prettier.resolveConfig(join(root, file));
  return prettier.format(content, { ...options, filepath: join(root, file) });
}

async function main() {
  const spec = parseArgs(process.argv.slice(2));
  const files = scaffoldFiles(spec);
  for (const file of Object.keys(files)) {
    if (existsSync(join(root, file))) throw new Error(`${file} 已存在，未做任何修改`);
  }
  const registryPath = join(root, 'src/tools/registry.ts');
  const checksPath = join(root, 'e2e/actions/index.ts');
  const registry = addRegistryEntry(readFileSync(registryPath, 'utf8'), spec);
  const checks = addActionChecks(readFileSync(checksPath, 'utf8'), spec);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), await formatted(file, content));
    console.log(`created  ${file}`);
  }
  writeFileSync(registryPath, await formatted('src/tools/registry.ts', registry));
  writeFileSync(checksPath, await formatted('e2e/actions/index.ts', checks));
  console.log('updated  src/tools/registry.ts, e2e/actions/index.ts');
  console.log(
    'Next: describe the tool in both languages in its tool.ts, pick an icon, then npm test.',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
