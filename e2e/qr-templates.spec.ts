import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { decodeQrCodes } from '../src/tools/qr/core/decode';
import { prepareNodeDecoder } from '../src/tools/qr/core/nodeDecoder';
import { expect, openScreen, test } from './fixtures';

const PATH = '/tool/qrGenerate';
prepareNodeDecoder();

// Decoding in the page and in Node is CPU-heavy on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

async function decodeDownload(download: Download): Promise<string[]> {
  const bytes = new Uint8Array(readFileSync((await download.path())!));
  return (await decodeQrCodes(bytes)).map((symbol) => symbol.text);
}

async function verified(page: Page) {
  await expect(page.getByText('已校验：扫码结果与内容完全一致')).toBeVisible({ timeout: 30_000 });
}

async function downloadPng(page: Page): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载 PNG' }).click(),
  ]);
  return download;
}

function pickTemplate(page: Page, name: string) {
  return page.locator('.qr-template-picker').getByText(name, { exact: true }).click();
}

/**
 * Chooses in a Select as a user does: in the list that is open (the list of the Select just
 * used may still be closing, over the next one), then sees the choice shown in the field.
 */
async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  const open = page.locator('.ant-select-dropdown:visible');
  await open.getByTitle(option, { exact: true }).click();
  await expect(open).toHaveCount(0);
  await expect(page.locator('.ant-select', { has: page.getByLabel(label) })).toContainText(option);
}

async function savedRecent(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('toolbox:qr.recent') ?? '');
}

test.describe('二维码生成: templates, recents, file names, hidden characters', () => {
  test('电话: the extension follows a pause; letters are refused with a message', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await pickTemplate(page, '电话');
    const field = page.getByLabel('电话号码');
    await field.fill('+86 10 1234 5678 转 8');
    await verified(page);
    expect(await decodeDownload(await downloadPng(page))).toEqual(['tel:+861012345678,8']);

    await field.fill('1-800-FLOWERS');
    await expect(page.getByText('电话号码不能包含 F L O W E R S', { exact: false })).toBeVisible();
    await expect(page.getByText('请改正电话号码后再生成')).toBeVisible();
    await expect(page.getByRole('img', { name: '二维码预览' })).toHaveCount(0);
  });

  test('短信: a number with letters is refused with a message, never sent elsewhere', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await pickTemplate(page, '短信');
    await page.getByLabel('手机号码').fill('1-800-FLOWERS');
    await expect(page.getByText('电话号码不能包含 F L O W E R S', { exact: false })).toBeVisible();
    await expect(page.getByRole('img', { name: '二维码预览' })).toHaveCount(0);
    await page.getByLabel('手机号码').fill('+86 138 0013 8000');
    await verified(page);
    expect(await decodeDownload(await downloadPng(page))).toEqual(['SMSTO:+8613800138000:']);
  });

  test('日历事件: a VEVENT with the exact UTC times, refused while the end is before the start', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await pickTemplate(page, '日历事件');
    await page.getByLabel('标题').fill('年会, 第一场');
    await page.getByLabel('开始').fill('2026-12-31T19:00');
    await page.getByLabel('结束（可不填，默认 1 小时）').fill('2026-12-31T18:00');
    await expect(page.getByText('结束时间早于开始时间')).toBeVisible();
    await expect(page.getByText('请填好事件的标题和时间后再生成')).toBeVisible();
    await page.getByLabel('结束（可不填，默认 1 小时）').fill('2026-12-31T22:30');
    await page.getByLabel('地点').fill('北京市朝阳区');
    await verified(page);
    expect(await decodeDownload(await downloadPng(page))).toEqual([
      [
        'BEGIN:VEVENT',
        'SUMMARY:年会\\, 第一场',
        'DTSTART:20261231T110000Z',
        'DTEND:20261231T143000Z',
        'LOCATION:北京市朝阳区',
        'END:VEVENT',
      ].join('\r\n'),
    ]);
    // Reopened after a reload with its fields.
    await page.reload();
    await expect(page.getByLabel('标题')).toHaveValue('年会, 第一场');
  });

  test('recents reopen as WiFi; the password is kept only when asked', async ({ page }) => {
    await openScreen(page, PATH);
    await pickTemplate(page, 'WiFi');
    const ssid = page.getByLabel('网络名称（SSID）');
    const password = page.getByLabel('密码', { exact: true });
    await ssid.fill('Home-网络');
    await password.fill('pa;ss-1');
    await verified(page);
    expect(await decodeDownload(await downloadPng(page))).toEqual([
      'WIFI:T:WPA;S:Home-网络;P:pa\\;ss-1;;',
    ]);
    await expect.poll(() => savedRecent(page)).toContain('Home-网络');
    expect(await savedRecent(page)).not.toContain('pa;ss-1');

    // Leave the WiFi form empty and on another template, then reopen the entry.
    await ssid.fill('');
    await pickTemplate(page, '文本');
    await page.getByRole('button', { name: '打开最近内容' }).click();
    const item = page.locator('.qr-recent-item').first();
    await expect(item).toContainText('WiFi · Home-网络 （未保存密码）');
    await item.click();
    await expect(page.getByText('这条 WiFi 记录没有保存密码，请重新输入密码')).toBeVisible();
    await expect(ssid).toHaveValue('Home-网络');
    await expect(password).toHaveValue('');

    // Asked to keep it: the password is stored and comes back.
    await page.getByLabel('在“最近内容”中保存密码', { exact: false }).check();
    await password.fill('pa;ss-2');
    // The code shown is still the one without a password until the new one is checked:
    // Ctrl+Enter downloads once the current content is verified.
    const [kept] = await Promise.all([
      page.waitForEvent('download'),
      password.press('Control+Enter'),
    ]);
    expect(await decodeDownload(kept)).toEqual(['WIFI:T:WPA;S:Home-网络;P:pa\\;ss-2;;']);
    await expect.poll(() => savedRecent(page)).toContain('pa\\\\;ss-2');
    await password.fill('');
    await page.getByRole('button', { name: '打开最近内容' }).click();
    const keptItem = page.getByRole('menuitem').filter({ hasText: 'WiFi · Home-网络' }).first();
    await expect(keptItem).not.toContainText('未保存密码');
    await keptItem.click();
    await expect(password).toHaveValue('pa;ss-2');
  });

  test('WiFi enterprise (EAP) on a hidden network scans back with escaped fields', async ({
    page,
  }) => {
    await openScreen(page, PATH);
    await pickTemplate(page, 'WiFi');
    await page.getByLabel('网络名称（SSID）').fill('公司;Corp');
    await pickOption(page, '加密方式', 'WPA2/WPA3 企业版（EAP）');
    await pickOption(page, 'EAP 方法', 'TTLS');
    await page.getByLabel('身份（用户名）').fill('zhang.san@corp');
    await page.getByLabel('密码', { exact: true }).fill('p:w,1');
    await page.getByLabel('隐藏网络').check();
    await verified(page);
    expect(await decodeDownload(await downloadPng(page))).toEqual([
      'WIFI:T:WPA2-EAP;S:公司\\;Corp;E:TTLS;PH2:MSCHAPV2;I:zhang.san@corp;P:p\\:w\\,1;H:true;;',
    ]);
  });

  test('a recent list saved before templates were kept still opens, as text', async ({ page }) => {
    await openScreen(page, PATH);
    await page.evaluate(() =>
      localStorage.setItem(
        'toolbox:qr.recent',
        JSON.stringify({ version: 1, data: [{ text: '旧的最近内容', at: 1 }] }),
      ),
    );
    await openScreen(page, PATH);
    await pickTemplate(page, '网址');
    await page.getByRole('button', { name: '打开最近内容' }).click();
    await page.locator('.qr-recent-item').first().click();
    await expect(page.getByLabel('内容', { exact: true })).toHaveValue('旧的最近内容');
  });

  test('batch ZIP entries have safe names and every entry scans back', async ({ page }) => {
    await openScreen(page, PATH);
    await page.getByRole('tab', { name: '批量生成' }).click();
    const emoji = '😀'.repeat(70);
    const rows = [
      ['CON', 'device name'],
      [emoji, 'emoji name'],
      ['photo.png', 'double extension'],
      ['trailing. . ', 'trailing dots'],
    ];
    const csv = ['文件名,内容', ...rows.map((row) => row.join(','))].join('\n');
    await page.getByLabel('批量内容').fill(csv);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 90_000 }),
      page.getByRole('button', { name: '生成 ZIP（4 个）' }).click(),
    ]);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const expected = ['CON_.png', `${'😀'.repeat(49)}.png`, 'photo.png', 'trailing.png'];
    expect(Object.keys(files).sort()).toEqual([...expected].sort());
    for (const [index, name] of expected.entries()) {
      const texts = (await decodeQrCodes(files[name])).map((symbol) => symbol.text);
      expect(texts).toEqual([rows[index][1]]);
    }
  });

  test('识别二维码 shows a bidi override as a mark and warns; copy gives the exact text', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openScreen(page, PATH);
    const spoof = 'https://x/\u202Egnp.exe';
    await page.getByLabel('内容', { exact: true }).fill(spoof);
    await verified(page);
    const download = await downloadPng(page);
    expect(await decodeDownload(download)).toEqual([spoof]);
    await page.getByRole('tab', { name: '识别二维码' }).click();
    await page.locator('.ant-upload-drag input[type=file]').setInputFiles({
      name: 'spoof.png',
      mimeType: 'image/png',
      buffer: readFileSync((await download.path())!),
    });
    await expect(page.getByTestId('qr-decoded-text')).toHaveText('https://x/⟨U+202E⟩gnp.exe', {
      timeout: 30_000,
    });
    await expect(page.getByText('含有改变文字显示方向的隐藏字符', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: '复制文本' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(spoof);
  });
});
