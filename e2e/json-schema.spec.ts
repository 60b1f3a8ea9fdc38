import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/jsonConvert';

async function typeInto(page: Page, name: string | RegExp, text: string) {
  const editor = page.getByRole('textbox', { name });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

async function openSchemaTab(page: Page) {
  await openScreen(page, PATH);
  await page.getByRole('tab', { name: '结构校验' }).click();
  await expect(page.getByRole('textbox', { name: /^Schema 文件/ })).toBeVisible();
}

const DOCUMENT = '{\n  "name": "李雷",\n  "age": "十八",\n  "email": "li@example.cn"\n}';
const SCHEMA =
  '{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","required":["name","age","city"],"properties":{"age":{"type":"integer","minimum":0},"email":{"type":"string","format":"email"}}}';

const validateButton = (page: Page) => page.getByRole('button', { name: /^校\s?验$/ });

test.describe('JSON解析 结构校验 (JSON Schema)', () => {
  test('an error is listed in Chinese with its line and column; a click puts the cursor there', async ({
    page,
  }) => {
    await openSchemaTab(page);
    await typeInto(page, 'JSON 输入', DOCUMENT);
    await typeInto(page, /^Schema 文件/, SCHEMA);
    await validateButton(page).click();

    await expect(page.getByText('不通过：2 处不符合 Schema（2020-12）')).toBeVisible();
    const issue = page.getByRole('button', { name: /跳到第 3 行第 3 列/ });
    await expect(issue).toContainText('类型应为 integer，实际为 string');
    await expect(issue).toContainText('$.age');
    await expect(
      page.getByRole('button', { name: /第 1 行第 1 列.*缺少必需的属性 “city”/ }),
    ).toBeVisible();

    await issue.click();
    await expect(
      page.locator('.json-input-area:not(.json-schema-area) .cm-lineNumbers .cm-activeLineGutter'),
    ).toHaveText('3');
    await page.screenshot({ path: 'test-results/json-schema-desktop.png', fullPage: true });
  });

  test('the result follows edits of the document and of the schema, with no click', async ({
    page,
  }) => {
    await openSchemaTab(page);
    await typeInto(page, 'JSON 输入', DOCUMENT);
    await typeInto(page, /^Schema 文件/, SCHEMA);
    // Like the other views: once there is a schema, it checks the document as it is typed.
    await expect(page.getByText('不通过：2 处不符合 Schema（2020-12）')).toBeVisible();
    // Fixing the document is enough.
    await typeInto(
      page,
      'JSON 输入',
      '{"name": "李雷", "age": 18, "email": "li@example.cn", "city": "北京"}',
    );
    await expect(page.getByText('通过：文档符合 Schema（2020-12）')).toBeVisible();
    // And so is tightening the schema.
    await typeInto(page, /^Schema 文件/, SCHEMA.replace('"minimum":0', '"minimum":20'));
    await expect(page.getByText('不通过：1 处不符合 Schema（2020-12）')).toBeVisible();
  });

  test('a schema generated from the sample accepts it, and is kept across a reload', async ({
    page,
  }) => {
    await openSchemaTab(page);
    await typeInto(
      page,
      'JSON 输入',
      '[{"id":1,"at":"2024-05-01T08:00:00Z","role":"admin"},{"id":2,"at":"2024-05-02T09:30:00+08:00","role":"admin","note":"x"}]',
    );
    await page.getByRole('button', { name: '从样本生成' }).click();
    const preview = page.locator('.json-schema-preview');
    await expect(preview).toContainText('"format": "date-time"');
    await expect(preview).toContainText('"required": [');
    await page.getByRole('button', { name: '用作 Schema' }).click();
    await expect(page.getByRole('tab', { name: 'generated.schema.json' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await validateButton(page).click();
    await expect(page.getByText('通过：文档符合 Schema（2020-12）')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: '结构校验' }).click();
    await expect(page.getByRole('tab', { name: 'generated.schema.json' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Schema 文件/ })).toContainText('date-time');
  });

  test('a $ref to a second schema file is resolved by its file name; a missing one is named', async ({
    page,
  }) => {
    await openSchemaTab(page);
    await typeInto(page, 'JSON 输入', '{"home": {"street": "长安街"}}');
    await typeInto(
      page,
      /^Schema 文件/,
      '{"type":"object","properties":{"home":{"$ref":"address.json"}}}',
    );
    await validateButton(page).click();
    await expect(page.getByText('找不到 $ref 引用的 Schema “address.json”')).toBeVisible();

    await page.getByRole('button', { name: '新建 Schema 文件' }).click();
    const fileName = page.getByRole('textbox', { name: '文件名' });
    await fileName.fill('address.json');
    await typeInto(page, 'Schema 文件内容', '{"type":"object","required":["city"]}');
    // The first file stays the main one; the new one is there for its $ref.
    await expect(page.getByRole('combobox', { name: '主 Schema' })).toBeAttached();
    await expect(page.getByTitle('主 Schema: schema.json')).toBeVisible();
    await validateButton(page).click();
    await expect(page.getByRole('button', { name: /缺少必需的属性 “city”/ })).toContainText(
      '$.home',
    );
  });

  test('schema files opened from disk are referenced by their $id', async ({ page }) => {
    await openSchemaTab(page);
    await typeInto(page, 'JSON 输入', '{"id": 12.5}');
    await page
      .getByLabel('打开文件')
      .last()
      .setInputFiles([
        {
          name: 'main.json',
          mimeType: 'application/json',
          buffer: Buffer.from('{"properties":{"id":{"$ref":"https://example.com/id"}}}'),
        },
        {
          name: 'id.json',
          mimeType: 'application/json',
          buffer: Buffer.from('{"$id":"https://example.com/id","type":"integer"}'),
        },
      ]);
    await expect(page.getByRole('tab', { name: 'id.json' })).toBeVisible();
    await page.getByRole('combobox', { name: '主 Schema' }).click();
    await page.getByTitle('主 Schema: main.json').click();
    await validateButton(page).click();
    await expect(
      page.getByRole('button', { name: /类型应为 integer，实际为 number/ }),
    ).toContainText('$.id');
  });

  test('screens at 375 px and in the dark theme', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'toolbox:preferences',
        JSON.stringify({
          version: 1,
          data: { language: 'zh-CN', themeMode: 'dark', menuCollapsed: false },
        }),
      );
    });
    await openSchemaTab(page);
    await typeInto(page, 'JSON 输入', DOCUMENT);
    await typeInto(page, /^Schema 文件/, SCHEMA);
    await validateButton(page).click();
    await expect(page.getByText(/^不通过/)).toBeVisible();
    await page.screenshot({ path: 'test-results/json-schema-dark.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByText(/^不通过/)).toBeVisible();
    await page.screenshot({ path: 'test-results/json-schema-375.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
