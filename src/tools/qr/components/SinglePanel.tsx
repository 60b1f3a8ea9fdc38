import { App as AntdApp, Card } from 'antd';
import { useCallback, useMemo } from 'react';
import { useDebouncedValue } from '../../../app/runtime/debounce';
import { useSavedState } from '../../../app/runtime/useSavedState';
import {
  QrCapacityError,
  addRecent,
  recentOf,
  buildPayload,
  encodeQr,
  geoProblems,
  type QrStyle,
  type RecentContent,
  type TemplateDraft,
} from '../core';
import { useDrawSettings } from '../hooks/useDrawSettings';
import { RECENT_SAVED } from '../hooks/savedConfigs';
import type { useLogo } from '../hooks/useLogo';
import { useQrMessages } from '../hooks/useQrMessages';
import type { QrOptions } from '../hooks/useQrOptions';
import { useQrOutputs } from '../hooks/useQrOutputs';
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
  const { message } = AntdApp.useApp();
  const { value: recent, set: setRecent } = useSavedState({
    ...RECENT_SAVED,
    label: t('storage.recent'),
  });

  const payload = buildPayload(draft);
  const settledPayload = useDebouncedValue(payload, DEBOUNCE_MS);
  const content = payload.length < IMMEDIATE_BELOW ? payload : settledPayload;
  const logoImage = logo.logo;
  const { effectiveLevel, settings, settingsKey } = useDrawSettings(
    options,
    logoImage,
    draft.style,
  );
  const { margin, fg, bg, logoScale } = options;

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
      : (draft.kind === 'tel' && draft.tel.trim() && payload === '') ||
          (draft.kind === 'sms' && draft.sms.phone.trim() && payload === '')
        ? { status: 'empty', reason: 'telInvalid' }
        : draft.kind === 'event' && payload === '' && (draft.event.title || draft.event.start)
          ? { status: 'empty', reason: 'eventInvalid' }
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
    const { kind, style } = entry.draft;
    setDraft({ ...draft, kind, [kind]: entry.draft[kind], style });
    if (entry.passwordLeftOut) message.info(t('recent.passwordLeftOut'));
  };

  const noCode = useCallback(() => {
    if (shownEncoding.status === 'over') message.error(t('preview.overCapacity'));
    else message.info(t('output.empty'));
  }, [shownEncoding.status, message, t]);
  const outputs = useQrOutputs({
    qr: shownEncoding.status === 'ok' ? shownEncoding.qr : undefined,
    content,
    current: content === payload,
    output,
    settings,
    remember,
    downloadRequest,
    noCode,
  });
  const setStyle = (patch: Partial<QrStyle>) =>
    setDraft({ ...draft, style: { ...draft.style, ...patch } });

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
          style={draft.style}
          setStyle={setStyle}
        />
      </Card>
      <div className="qr-area-preview">
        <PreviewCard
          encoding={shownEncoding}
          stale={content !== payload}
          output={output}
          onOverride={() => {
            override();
            void outputs.downloadPng(true);
          }}
          onFix={({ style, ...options }) => {
            setOptions(options);
            if (style) setStyle(style);
          }}
          look={{
            margin,
            foreground: fg,
            background: bg,
            logo: logoImage && { href: logoImage.href, scalePercent: logoScale },
            style: draft.style,
          }}
          hasLogo={Boolean(logoImage)}
          onDownloadPng={() => void outputs.downloadPng()}
          onDownloadSvg={() => void outputs.downloadSvg()}
          onDownloadJpg={() => void outputs.downloadJpg()}
          onCopy={() => void outputs.copy()}
          recent={recent}
          onOpenRecent={openRecent}
          onClearRecent={() => setRecent([])}
          shortcut={shortcut}
        />
      </div>
    </div>
  );
}
