// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_STYLE, QrCapacityError, encodeQr, type CameraReport } from '../core';
import type { VerifiedOutput } from '../hooks/useVerifiedOutput';
import { PreviewCard, type Encoding } from './PreviewCard';

const CAMERA_OK: CameraReport = {
  ok: true,
  problems: [],
  pixelsPerModule: 18.3,
  printSideMm: 43.3,
  minPrintSideMm: 20,
};

function renderCard(
  encoding: Encoding,
  output: VerifiedOutput,
  onOverride = vi.fn(),
  stale = false,
  onFix = vi.fn(),
) {
  render(
    <PreviewCard
      encoding={encoding}
      stale={stale}
      output={output}
      onOverride={onOverride}
      onFix={onFix}
      look={{ margin: 4, foreground: '#000000', background: '#ffffff', style: DEFAULT_STYLE }}
      hasLogo={false}
      onDownloadPng={vi.fn()}
      onDownloadSvg={vi.fn()}
      onDownloadJpg={vi.fn()}
      onCopy={vi.fn()}
      recent={[]}
      onOpenRecent={vi.fn()}
      onClearRecent={vi.fn()}
      shortcut="Ctrl+Enter"
    />,
  );
  return onOverride;
}

const qr = encodeQr('测试', { errorLevel: 'M' });

describe('PreviewCard', () => {
  it('shows the code, its capacity line and the verified state', () => {
    renderCard(
      { status: 'ok', qr },
      {
        status: 'ready',
        png: new Uint8Array(),
        verify: { ok: true },
        camera: CAMERA_OK,
        overridden: false,
      },
    );
    expect(screen.getByRole('img', { name: '二维码预览' })).toBeInTheDocument();
    expect(screen.getByText('已用 6 / 2331 字节 · 版本 1 · 纠错 M')).toBeInTheDocument();
    expect(screen.getByText('已校验：扫码结果与内容完全一致')).toBeInTheDocument();
    expect(
      screen.getByText(
        '每个模块 18.3 像素 · 按 300 dpi 打印为 43.3 mm 见方 · 打印时建议不小于 20 mm',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /下载 PNG/ })).toBeEnabled();
  });

  it('a code only the exact image reads is not called checked: reasons, fixes, 仍然下载', () => {
    const onFix = vi.fn();
    const onOverride = renderCard(
      { status: 'ok', qr },
      {
        status: 'ready',
        png: new Uint8Array(),
        verify: { ok: true },
        camera: {
          ...CAMERA_OK,
          ok: false,
          problems: [{ code: 'contrast', ratio: 1.07, fix: { fg: '#5c5c00' } }],
        },
        overridden: false,
      },
      vi.fn(),
      false,
      onFix,
    );
    expect(screen.queryByText('已校验：扫码结果与内容完全一致')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('颜色对比度只有 1.1:1');
    fireEvent.click(screen.getByRole('button', { name: '改用更深的颜色（#5c5c00）' }));
    expect(onFix).toHaveBeenCalledWith({ fg: '#5c5c00' });
    fireEvent.click(screen.getByRole('button', { name: '仍然下载' }));
    expect(onOverride).toHaveBeenCalledOnce();
  });

  it('keeps outputs disabled while the code is being checked', () => {
    renderCard({ status: 'ok', qr }, { status: 'checking' });
    expect(screen.getByText('正在扫码校验…')).toBeInTheDocument();
    for (const name of [/下载 PNG/, /下载 SVG/, /复制图片/])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('dims a code that no longer matches the input and refuses outputs until it does', () => {
    renderCard(
      { status: 'ok', qr },
      {
        status: 'ready',
        png: new Uint8Array(),
        verify: { ok: true },
        camera: CAMERA_OK,
        overridden: false,
      },
      vi.fn(),
      true,
    );
    expect(document.querySelector('.qr-stale')).not.toBeNull();
    expect(screen.getByRole('button', { name: /下载 PNG/ })).toBeDisabled();
  });

  it('explains an over-capacity input and shows no code', () => {
    renderCard({ status: 'over', error: new QrCapacityError(2400, 2331, 'M') }, { status: 'idle' });
    expect(
      screen.getByText(/内容共 2400 字节，比纠错等级 M 最多可容纳的 2331 字节多 69 字节/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '二维码预览' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /下载 PNG/ })).toBeDisabled();
  });

  it('a failed check says why and offers 仍然下载; a mismatch shows what was read, as text', () => {
    const onOverride = renderCard(
      { status: 'ok', qr },
      {
        status: 'ready',
        png: new Uint8Array(),
        verify: { ok: false, reason: 'mismatch', decodedText: '<b>别的</b>' },
        camera: CAMERA_OK,
        overridden: false,
      },
    );
    expect(screen.getByText('校验失败：扫码结果与内容不一致')).toBeInTheDocument();
    expect(screen.getByText('解码得到的是“<b>别的</b>”。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '仍然下载' }));
    expect(onOverride).toHaveBeenCalledOnce();
  });

  it('shows an empty state without input', () => {
    renderCard({ status: 'empty' }, { status: 'idle' });
    expect(screen.getByText('输入内容后，这里会显示二维码')).toBeInTheDocument();
  });
});
