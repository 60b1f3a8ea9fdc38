import { App as AntdApp, Card } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../../app/i18n/LanguageContext';
import { useDebouncedValue } from '../../../app/runtime/debounce';
import { useSavedState } from '../../../app/runtime/useSavedState';
import { downloadBlob } from '../../../app/ui/download';
import { useCopy } from '../../../app/ui/useCopy';
import {
  QrCapacityError,
  addRecent,
  recentOf,
  buildPayload,
  encodePng,
  encodeQr,
  geoProblems,
  parseHexColor,
  rasterizeQr,
  renderSvg,
  singleFileName,
  type RecentContent,
  type TemplateDraft,
} from '../core';
import { useDrawSettings } from '../hooks/useDrawSettings';
import { RECENT_SAVED } from '../hooks/savedConfigs';
import type { useLogo } from '../hooks/useLogo';
import { useQrMessages } from '../hooks/useQrMessages';
import type { QrOptions } from '../hooks/useQrOptions';
import { useVerifiedOutput } from '../hooks/useVerifiedOutput';
import type { QrWorkerClient } from '../worker/client';
import { OptionsPanel } from './OptionsPanel';
import { PreviewCard, type Encoding } from './PreviewCard';
import { TemplateForm } from './TemplateForm';

/** Inputs shorter than this update the code at once; longer ones wait for a typing pause. */
const IMMEDIATE_BELOW = 300;
const DEBOUNCE_MS = 250;

interface SinglePanelProps {
  client: QrWorkerClient;
  draft: TemplateDraft;
  setDraft: (draft: TemplateDraft) => void;
  options: QrOptions;
  setOptions: (patch: Partial<QrOptions>) => void;
  resetStyle: () => void;
  logo: ReturnType<typeof useLogo>;
  /**
   * Bumped by 下载 PNG (the palette action, `?action=download`, Ctrl+Enter): the PNG of the
   * current content is downloaded as soon as it is verified.
   */
  downloadRequest: number;
  shortcut: string;
}

/** One code: template form, options, live preview, verification and outputs. */
export function SinglePanel({
  client,
  draft,
  setDraft,
  options,
  setOptions,
  resetStyle,
  logo,
  downloadRequest,
  shortcut,
}: SinglePanelProps) {
  const t = useQrMessages();
  const appT = useT();
  const { message } = AntdApp.useApp();
  const { copyBlob } = useCopy();
  const { value: recent, set: setRecent } = useSavedState({
    ...RECENT_SAVED,
    label: t('storage.recent'),
  });

  const payload = buildPayload(draft);
  const settledPayload = useDebouncedValue(payload, DEBOUNCE_MS);
  const content = payload.length < IMMEDIATE_BELOW ? payload : settledPayload;
  const logoImage = logo.logo;
  const { effectiveLevel, settings, settingsKey } = useDrawSettings(options, logoImage);
  const { size, margin, fg, bg, logoScale } = options;

  const encoding = useMemo<Encoding>(() => {
    if (!content) return { status: 'empty' };
    try {
      return { status: 'ok', qr: encodeQr(content, { errorLevel: effectiveLevel }) };
    } catch (error) {
      if (error instanceof QrCapacityError) return { status: 'over', error };
      throw error;
    }
  }, [content, effectiveLevel]);
  const shownEncoding: Encoding =
    draft.kind === 'geo' &&
    geoProblems(draft.geo).length > 0 &&
    (draft.geo.latitude || draft.geo.longitude)
      ? { status: 'empty', reason: 'geoInvalid' }
      : draft.kind === 'tel' && draft.tel.trim() && payload === ''
        ? { status: 'empty', reason: 'telInvalid' }
        : payload === ''
          ? { status: 'empty' }
          : encoding;

  const key = content + '\u0000' + settingsKey;
  const { output, override } = useVerifiedOutput(
    client,
    encoding.status === 'ok' && shownEncoding.status === 'ok' ? content : undefined,
    settings,
    key,
  );

  const remember = useCallback(() => {
    const made = recentOf(draft, content);
    setRecent((list) => addRecent(list, made.text, Date.now(), made));
  }, [draft, content, setRecent]);

  /** A recent entry reopens in its template; the other templates keep what the user typed. */
  const openRecent = (entry: RecentContent) => {
    if (!entry.draft) {
      setDraft({ ...draft, kind: 'text', text: entry.text });
      return;
    }
    const { kind } = entry.draft;
    setDraft({ ...draft, kind, [kind]: entry.draft[kind] });
    if (entry.passwordLeftOut) message.info(t('recent.passwordLeftOut'));
  };

  /** The verified PNG, or (after 仍然下载 when the verifier could not load) one drawn here. */
  const pngBlob = useCallback((): Blob | undefined => {
    if (encoding.status !== 'ok') return undefined;
    const bytes =
      output.status === 'ready'
        ? output.png
        : encodePng(
            rasterizeQr(encoding.qr, {
              size,
              margin,
              foreground: parseHexColor(fg)!,
              background: parseHexColor(bg)!,
              logo: settings.logo && { pixels: settings.logo, scalePercent: logoScale },
            }),
          );
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' });
  }, [encoding, output, size, margin, fg, bg, settings.logo, logoScale]);

  /** Outputs only for the current, verified (or explicitly accepted) code. */
  const allowed = useCallback(
    (overriding = false): boolean => {
      if (shownEncoding.status !== 'ok') return false;
      // While typing pauses are awaited the dimmed code is not the current content yet.
      if (output.status === 'checking' || content !== payload) {
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
    [shownEncoding.status, output, content, payload, message, t],
  );

  const downloadPng = useCallback(
    (overriding = false) => {
      if (!allowed(overriding)) return;
      const blob = pngBlob();
      if (!blob) return;
      const name = singleFileName(content, 'png', t('output.filePrefix'));
      downloadBlob(name, blob);
      remember();
      message.success(appT('common.downloaded', { name }));
    },
    [allowed, pngBlob, content, remember, message, appT, t],
  );

  // A download asked for before the code was verified waits for the verification.
  const [handledRequest, setHandledRequest] = useState(0);
  const waiting = output.status === 'checking' || content !== payload;
  useEffect(() => {
    if (downloadRequest === handledRequest) return;
    if (shownEncoding.status === 'ok' && waiting) return;
    setHandledRequest(downloadRequest);
    if (shownEncoding.status === 'ok') downloadPng();
    else if (shownEncoding.status === 'over') message.error(t('preview.overCapacity'));
    else message.info(t('output.empty'));
  }, [downloadRequest, handledRequest, shownEncoding.status, waiting, downloadPng, message, t]);

  const downloadSvg = () => {
    if (!allowed() || encoding.status !== 'ok') return;
    const svg = renderSvg(encoding.qr, {
      size,
      margin,
      foreground: parseHexColor(fg)!,
      background: parseHexColor(bg)!,
      logo: logoImage && { href: logoImage.href, scalePercent: logoScale },
    });
    const name = singleFileName(content, 'svg', t('output.filePrefix'));
    downloadBlob(name, svg, 'image/svg+xml;charset=utf-8');
    remember();
    message.success(appT('common.downloaded', { name }));
  };

  const copy = async () => {
    if (!allowed()) return;
    const blob = pngBlob();
    if (blob && (await copyBlob(blob, t('output.copied')))) remember();
  };

  return (
    <div className="qr-single">
      <Card className="qr-area-form">
        <TemplateForm draft={draft} onChange={setDraft} />
      </Card>
      <Card title={t('options.title')} className="qr-area-options">
        <OptionsPanel
          options={options}
          setOptions={setOptions}
          resetStyle={resetStyle}
          logo={logo}
          effectiveLevel={effectiveLevel}
        />
      </Card>
      <div className="qr-area-preview">
        <PreviewCard
          encoding={shownEncoding}
          stale={content !== payload}
          output={output}
          onOverride={() => {
            override();
            downloadPng(true);
          }}
          onFix={(fix) => setOptions(fix)}
          look={{
            margin,
            foreground: fg,
            background: bg,
            logo: logoImage && { href: logoImage.href, scalePercent: logoScale },
          }}
          hasLogo={Boolean(logoImage)}
          onDownloadPng={() => downloadPng()}
          onDownloadSvg={downloadSvg}
          onCopy={() => void copy()}
          recent={recent}
          onOpenRecent={openRecent}
          onClearRecent={() => setRecent([])}
          shortcut={shortcut}
        />
      </div>
    </div>
  );
}
