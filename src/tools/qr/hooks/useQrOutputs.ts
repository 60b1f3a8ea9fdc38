import { App as AntdApp } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../../app/i18n/LanguageContext';
import { downloadBlob } from '../../../app/ui/download';
import { useCopy } from '../../../app/ui/useCopy';
import { singleFileName, type EncodedQr } from '../core';
import type { DrawSettings } from '../worker/protocol';
import { useQrMessages } from './useQrMessages';
import type { VerifiedOutput } from './useVerifiedOutput';

/** JPEG quality: modules keep sharp edges, files stay small. */
const JPEG_QUALITY = 0.92;

/**
 * JPEG has no transparency: the verified PNG drawn on the background colour (what the
 * verifier checked a transparent code against), then encoded by the browser.
 */
async function jpegOf(png: Blob, background: string): Promise<Blob> {
  const bitmap = await createImageBitmap(png);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
}

interface OutputInput {
  /** The encoded current content, when it encodes. */
  qr: EncodedQr | undefined;
  /** The content encoded, and whether it is the current input (typing has paused). */
  content: string;
  current: boolean;
  output: VerifiedOutput;
  settings: DrawSettings;
  /** Records the content in the recent list after an output. */
  remember: () => void;
  /** Bumped by the download action; honoured once the code is verified. */
  downloadRequest: number;
  /** What to say when the download action finds no code. */
  noCode: () => void;
}

/**
 * The outputs of one code (PNG, SVG, JPG, copy): only for the current, verified (or
 * explicitly accepted) code, each recorded in the recent list.
 */
export function useQrOutputs(input: OutputInput) {
  const { qr, content, current, output, settings, remember } = input;
  const t = useQrMessages();
  const appT = useT();
  const { message } = AntdApp.useApp();
  const { copyBlob } = useCopy();

  /**
   * The verified PNG, or (after 仍然下载 when the verifier could not load) one drawn here; the
   * drawing code (styles included) loads only then, as it does for SVG files.
   */
  const pngBlob = useCallback(async (): Promise<Blob | undefined> => {
    if (!qr) return undefined;
    if (output.status === 'ready')
      return new Blob([output.png as Uint8Array<ArrayBuffer>], { type: 'image/png' });
    // The PNG encoder (with its zlib) is part of that drawing code, not of the first load.
    const [{ rasterOf }, { encodePng }] = await Promise.all([
      import('../worker/drawing'),
      import('../core/png'),
    ]);
    const bytes = encodePng(rasterOf(qr, settings));
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' });
  }, [qr, output, settings]);

  const allowed = useCallback(
    (overriding = false): boolean => {
      if (!qr) return false;
      // While typing pauses are awaited the dimmed code is not the current content yet.
      if (output.status === 'checking' || !current) {
        message.info(t('output.notReady'));
        return false;
      }
      const failed =
        (output.status === 'ready' && (!output.verify.ok || !output.camera.ok)) ||
        output.status === 'error';
      if (failed && !output.overridden && !overriding) {
        message.warning(t('output.blocked'));
        return false;
      }
      return output.status !== 'idle';
    },
    [qr, output, current, message, t],
  );

  const save = useCallback(
    (extension: string, blob: Blob | string, type?: string) => {
      const name = singleFileName(content, extension, t('output.filePrefix'));
      downloadBlob(name, blob, type);
      remember();
      message.success(appT('common.downloaded', { name }));
    },
    [content, remember, message, appT, t],
  );

  const downloadPng = useCallback(
    async (overriding = false) => {
      if (!allowed(overriding)) return;
      const blob = await pngBlob();
      if (blob) save('png', blob);
    },
    [allowed, pngBlob, save],
  );

  const downloadSvg = async () => {
    if (!allowed() || !qr) return;
    const { svgOf } = await import('../worker/drawing');
    save('svg', svgOf(qr, settings), 'image/svg+xml;charset=utf-8');
  };

  const downloadJpg = async () => {
    if (!allowed()) return;
    const blob = await pngBlob();
    if (blob) save('jpg', await jpegOf(blob, settings.background));
  };

  const copy = async () => {
    if (!allowed()) return;
    // The promise goes to the clipboard at once, keeping Safari's user activation.
    const blob = pngBlob().then((png) => png ?? Promise.reject(new Error('no code')));
    if (await copyBlob(blob, t('output.copied'))) remember();
  };

  // A download asked for before the code was verified waits for the verification.
  const { downloadRequest, noCode } = input;
  const [handledRequest, setHandledRequest] = useState(0);
  const waiting = output.status === 'checking' || !current;
  useEffect(() => {
    if (downloadRequest === handledRequest) return;
    if (qr && waiting) return;
    setHandledRequest(downloadRequest);
    if (qr) void downloadPng();
    else noCode();
  }, [downloadRequest, handledRequest, qr, waiting, downloadPng, noCode]);

  return { downloadPng, downloadSvg, downloadJpg, copy };
}
