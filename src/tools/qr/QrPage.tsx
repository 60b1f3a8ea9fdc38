import { EllipsisOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LinkOptionsNotice } from '../../app/runtime/LinkOptionsNotice';
import { useSavedState } from '../../app/runtime/useSavedState';
import { useToolAction } from '../../app/runtime/useToolAction';
import { whenIdle } from '../../app/runtime/whenIdle';
import { lazyPanel } from '../../app/ui/lazyPanel';
import { MAIN_ACTION_SHORTCUT, useMainActionShortcut } from '../../app/ui/useMainActionShortcut';
import { SinglePanel } from './components/SinglePanel';
import { useLogo } from './hooks/useLogo';
import { usePastedImage } from './hooks/usePastedImage';
import { DRAFT_SAVED } from './hooks/savedConfigs';
import { useQrMessages } from './hooks/useQrMessages';
import { QR_STYLE_KEYS, useQrOptions, type QrTab } from './hooks/useQrOptions';
import { qrTool } from './tool';
import { createQrWorkerClient } from './worker/client';
import { DEFAULT_STYLE } from './core';
import './qr.css';

// The batch and decode tabs (antd Table, ZIP, image decoding) load when first opened.
// The batch tab is also fetched once the screen is idle, so opening it rarely waits.
const loadBatchPanel = () => import('./components/BatchPanel');
const BatchPanel = lazyPanel(async () => ({ default: (await loadBatchPanel()).BatchPanel }));
const DecodePanel = lazyPanel(async () => ({
  default: (await import('./components/DecodePanel')).DecodePanel,
}));

/** About 1.5 s of frames: a tab pane shows, and the palette closes, well within it. */
const FOCUS_FRAMES = 90;

/** Where each action puts the keyboard focus, so the user can go on at once. */
const FOCUS = {
  wifi: '#qr-ssid',
  batch: '#qr-batch-input',
  decode: '.qr-decode-drop [role="button"]',
};

/** 二维码生成: one verified code, a batch ZIP, or reading codes from an image. */
export default function QrPage() {
  const t = useQrMessages();
  const optionsState = useQrOptions();
  const { options, setOptions, resetOptions } = optionsState;
  const logo = useLogo();
  const [client] = useState(createQrWorkerClient);
  useEffect(() => () => client.dispose(), [client]);
  useEffect(() => whenIdle(() => void loadBatchPanel(), 5000), []);
  const draftState = useSavedState({ ...DRAFT_SAVED, label: t('storage.draft') });
  const { value: draft, set: setDraft } = draftState;
  const [downloadRequest, setDownloadRequest] = useState(0);
  const batchAction = useRef<() => void>(undefined);
  const tab = options.tab as QrTab;
  const paste = usePastedImage(tab === 'decode', t('decode.pasted'));

  // An action's focus target exists only once its tab has been shown (antd renders a tab's
  // pane on first view), and the palette that chose the action hands the focus back to where
  // it was when its closing animation ends. So for a moment the target is focused again each
  // frame it is not, until the user types or clicks.
  const [focusTarget, setFocusTarget] = useState<{ selector: string }>();
  useEffect(() => {
    if (!focusTarget) return undefined;
    let frame = 0;
    let frames = 0;
    const attempt = () => {
      const element = document.querySelector<HTMLElement>(focusTarget.selector);
      if (element && document.activeElement !== element) element.focus();
      frames += 1;
      if (frames < FOCUS_FRAMES) frame = requestAnimationFrame(attempt);
    };
    const stop = () => {
      frames = FOCUS_FRAMES;
      cancelAnimationFrame(frame);
    };
    attempt();
    window.addEventListener('keydown', stop, { capture: true, once: true });
    window.addEventListener('pointerdown', stop, { capture: true, once: true });
    return () => {
      stop();
      window.removeEventListener('keydown', stop, { capture: true });
      window.removeEventListener('pointerdown', stop, { capture: true });
    };
  }, [focusTarget]);

  const openTab = (next: QrTab, focus?: string) => {
    setOptions({ tab: next });
    if (focus) setFocusTarget({ selector: focus });
  };
  const download = () => {
    setOptions({ tab: 'single' });
    setDownloadRequest((count) => count + 1);
  };

  useToolAction(
    qrTool,
    {
      download,
      wifi: () => {
        setDraft((current) => ({ ...current, kind: 'wifi' }));
        openTab('single', FOCUS.wifi);
      },
      batch: () => openTab('batch', FOCUS.batch),
      decode: () => openTab('decode', FOCUS.decode),
    },
    draftState.loaded,
  );

  // Ctrl+Enter (⌘+Enter) runs the open tab's main action: 下载 PNG, or the batch ZIP.
  useMainActionShortcut(
    tab === 'single' ? download : tab === 'batch' ? () => batchAction.current?.() : undefined,
  );

  return (
    // The logo is kept in memory only (useLogo.ts): a page showing it is not kept as a
    // snapshot (src/app/runtime/viewSnapshot.ts), which would store it in the browser.
    <div className="qr-screen" data-no-snapshot={logo.logo ? '' : undefined}>
      <LinkOptionsNotice state={optionsState} />
      <Tabs
        type="card"
        more={{ icon: <EllipsisOutlined aria-hidden /> }}
        activeKey={tab}
        onChange={(key) => setOptions({ tab: key })}
        items={[
          {
            key: 'single',
            label: t('tab.single'),
            children: (
              <SinglePanel
                client={client}
                draft={draft}
                setDraft={setDraft}
                options={options}
                setOptions={setOptions}
                resetStyle={() => {
                  resetOptions(QR_STYLE_KEYS);
                  setDraft((current) => ({ ...current, style: DEFAULT_STYLE }));
                }}
                logo={logo}
                downloadRequest={downloadRequest}
                shortcut={MAIN_ACTION_SHORTCUT}
              />
            ),
          },
          {
            key: 'batch',
            label: t('tab.batch'),
            children: (
              <BatchPanel
                options={options}
                setOptions={setOptions}
                logo={logo}
                mainAction={batchAction}
                style={draft.style}
              />
            ),
          },
          {
            key: 'decode',
            label: t('tab.decode'),
            children: (
              <DecodePanel
                client={client}
                active={tab === 'decode'}
                pasted={paste.pasted}
                onPasteTaken={paste.take}
                onUseAsContent={(text) => {
                  setDraft((current) => ({ ...current, kind: 'text', text }));
                  setOptions({ tab: 'single' });
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
