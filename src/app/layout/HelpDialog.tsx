import { Modal, Typography } from 'antd';
import { Fragment } from 'react';
import { tools } from '../../tools/registry';
import { useLanguage, useT } from '../i18n/LanguageContext';

type Row = { keys: readonly (readonly string[])[]; label: string };

function Keys({ keys }: { keys: Row['keys'] }) {
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
  const language = useLanguage();
  // Each tool's shortcuts, as its manifest declares them.
  const toolRows = tools.flatMap((tool) =>
    tool.shortcuts.map((shortcut) => ({
      keys: shortcut.keys,
      label: t('help.mainAction', {
        tool: tool.text[language].title,
        action: tool.text[language].actions[shortcut.action],
      }),
    })),
  );
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
      <Section title={t('help.tools')} rows={toolRows} />
      <Typography.Paragraph type="secondary" className="help-note">
        {t('help.macNote')}
      </Typography.Paragraph>
    </Modal>
  );
}
