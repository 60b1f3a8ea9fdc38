import { Modal, Typography } from 'antd';
import { Fragment } from 'react';
import { useT } from '../i18n/LanguageContext';
import type { AppMessageKey } from '../i18n/appMessages';

type Row = { keys: string[][]; label: string };

/** Each tool's Ctrl/⌘+Enter action, as agreed with the tool engineers. */
const MAIN_ACTIONS: { tool: AppMessageKey; action: AppMessageKey }[] = [
  { tool: 'tool.qr.title', action: 'tool.qr.action.download' },
  { tool: 'tool.json.title', action: 'tool.json.action.format' },
  { tool: 'tool.guid.title', action: 'help.guid.regenerate' },
  { tool: 'tool.compare.title', action: 'help.compare.addOffer' },
];

function Keys({ keys }: { keys: string[][] }) {
  return (
    <span className="help-keys">
      {keys.map((combo, index) => (
        <Fragment key={combo.join('+')}>
          {index > 0 && <span className="help-or">/</span>}
          {combo.map((key, keyIndex) => (
            <Fragment key={key}>
              {keyIndex > 0 && '+'}
              <kbd>{key}</kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  );
}

function Section({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section className="help-section">
      <Typography.Title level={3} className="help-section-title">
        {title}
      </Typography.Title>
      <dl className="help-list">
        {rows.map((row) => (
          <div key={row.label} className="help-row">
            <dt>
              <Keys keys={row.keys} />
            </dt>
            <dd>{row.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The keyboard shortcuts dialog (`?`). */
export default function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('help.title')} width={560}>
      <Section
        title={t('help.global')}
        rows={[
          {
            keys: [
              ['Ctrl', 'K'],
              ['⌘', 'K'],
            ],
            label: t('help.palette'),
          },
          { keys: [['/']], label: t('help.paletteSlash') },
          { keys: [['?']], label: t('help.help') },
          { keys: [['Alt', '1…5']], label: t('help.switch') },
          { keys: [['Esc']], label: t('help.close') },
        ]}
      />
      <Section
        title={t('help.inPalette')}
        rows={[
          { keys: [['↑'], ['↓']], label: t('help.paletteMove') },
          { keys: [['Enter']], label: t('help.paletteOpen') },
        ]}
      />
      <Section
        title={t('help.tools')}
        rows={MAIN_ACTIONS.map(({ tool, action }) => ({
          keys: [
            ['Ctrl', 'Enter'],
            ['⌘', 'Enter'],
          ],
          label: t('help.mainAction', { tool: t(tool), action: t(action) }),
        }))}
      />
      <Typography.Paragraph type="secondary" className="help-note">
        {t('help.macNote')}
      </Typography.Paragraph>
    </Modal>
  );
}
