import { expect, openScreen, test } from './fixtures';
import { JSON_PATH, output, pasteInput } from './jsonInput';

test.describe('JSON解析 生成类型', () => {
  test('Kotlin and Rust types keep reserved keys and say which numbers needed a wider type', async ({
    page,
  }) => {
    await openScreen(page, JSON_PATH);
    await page.getByRole('tab', { name: '生成类型' }).click();
    await pasteInput(page, '{"class":"a","type":"b","id":12345678901234567890123}');
    const languages = page.getByRole('radiogroup', { name: '目标语言' });

    await languages.getByText('Kotlin').click();
    await page.getByRole('button', { name: /^生\s?成$/ }).click();
    await expect(output(page)).toContainText('val `class`: String,');
    await expect(output(page)).toContainText('val id: JsonPrimitive');
    const notice = page.getByRole('alert').filter({ hasText: '需要留意' });
    await expect(notice).toContainText('$.id 的 12345678901234567890123 超出常用数字类型');
    await expect(notice).toContainText('类型改用 JsonPrimitive');

    await languages.getByText('Rust').click();
    await page.getByRole('button', { name: /^生\s?成$/ }).click();
    await expect(output(page)).toContainText('pub r#type: String,');
    await expect(output(page)).toContainText('pub id: serde_json::Number,');

    // A sample whose numbers all fit says nothing more.
    await pasteInput(page, '{"n":1}');
    await page.getByRole('button', { name: /^生\s?成$/ }).click();
    await expect(output(page)).toContainText('pub n: i64,');
    await expect(notice).toHaveCount(0);
  });
});
