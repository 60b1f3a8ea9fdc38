import { Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSavedState } from '../../app/state/useSavedState';
import { MAIN_ACTION_SHORTCUT, useMainActionShortcut } from '../../app/ui/useMainActionShortcut';
import { EMPTY_DRAFT, parseDraft } from './core';
import { BatchPanel } from './components/BatchPanel';
import { DecodePanel } from './components/DecodePanel';
import { SinglePanel } from './components/SinglePanel';
import { useLogo } from './hooks/useLogo';
import { savedStateNotices, useQrMessages } from './hooks/useQrMessages';
import { QR_OPTION_DEFAULTS, useQrOptions } from './hooks/useQrOptions';
import { QrWorkerClient } from './worker/client';
import './qr.css';

/** 二维码生成: one verified code, a batch ZIP, or reading codes from an image. */
export default function QrPage() {
  const t = useQrMessages();
  const { options, setOptions } = useQrOptions();
  const logo = useLogo();
  const [client] = useState(() => new QrWorkerClient());
  useEffect(() => () => client.dispose(), [client]);
  const [draft, setDraft] = useSavedState({
    storageKey: 'qr.draft',
    version: 1,
    validate: parseDraft,
    fallback: EMPTY_DRAFT,
    ...savedStateNotices(t, 'storage.draft'),
  });
  const singleAction = useRef<() => void>(undefined);
  const batchAction = useRef<() => void>(undefined);
  const tab = options.tab;

  // Ctrl+Enter (⌘+Enter) runs the open tab's main action: 下载 PNG, or the batch ZIP.
  const tabAction = tab === 'single' ? singleAction : tab === 'batch' ? batchAction : undefined;
  useMainActionShortcut(tabAction && (() => tabAction.current?.()));

  const resetStyle = () => {
    const { level, size, margin, fg, bg, logoScale } = QR_OPTION_DEFAULTS;
    setOptions({ level, size, margin, fg, bg, logoScale });
  };

  return (
    <div className="qr-screen">
      <Tabs
        type="card"
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
                resetStyle={resetStyle}
                logo={logo}
                mainAction={singleAction}
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
                onUseAsContent={(text) => {
                  setDraft({ ...draft, kind: 'text', text });
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
