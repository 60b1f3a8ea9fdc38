import { Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import type { TextEncoding } from '../core/encoding';
import type { JsonMessageKey, JsonTranslate } from '../messages';
import type { EncodingChoice } from '../useJsonInput';

/** How an encoding is named on screen: standard names as they are, the rest in words. */
export function encodingName(t: JsonTranslate, encoding: TextEncoding): string {
  const plain: Partial<Record<TextEncoding, string>> = {
    'utf-8': 'UTF-8',
    'utf-16le': 'UTF-16 LE',
    'utf-16be': 'UTF-16 BE',
    'utf-32le': 'UTF-32 LE',
    'utf-32be': 'UTF-32 BE',
  };
  return plain[encoding] ?? t(`encoding.name.${encoding}` as JsonMessageKey);
}

interface EncodingDialogProps {
  choice: EncodingChoice;
  onChoose: (encoding: TextEncoding) => void;
  onCancel: () => void;
  t: JsonTranslate;
}

/**
 * Asks which encoding a file that is not UTF-8 is in, showing its first lines as each
 * candidate reads them; the likeliest is chosen already, nothing opens until confirmed.
 */
export function EncodingDialog({ choice, onChoose, onCancel, t }: EncodingDialogProps) {
  const [encoding, setEncoding] = useState<TextEncoding>(choice.candidates[0].encoding);
  return (
    <Modal
      open
      title={t('encoding.title', { name: choice.file.name })}
      okText={t('encoding.open')}
      cancelText={t('encoding.cancel')}
      onOk={() => onChoose(encoding)}
      onCancel={onCancel}
      width={640}
    >
      <Typography.Paragraph type="secondary">{t('encoding.intro')}</Typography.Paragraph>
      <Radio.Group
        value={encoding}
        onChange={(event) => setEncoding(event.target.value as TextEncoding)}
        aria-label={t('encoding.choices')}
        className="json-encoding-choices"
      >
        <Space orientation="vertical" size={12} className="json-encoding-list">
          {choice.candidates.map((candidate) => (
            <Radio key={candidate.encoding} value={candidate.encoding}>
              <span>{encodingName(t, candidate.encoding)}</span>
              {candidate.unreadable > 0 && (
                <Typography.Text type="warning">
                  {' · '}
                  {t('encoding.unreadable', { count: candidate.unreadable })}
                </Typography.Text>
              )}
              <pre className="json-encoding-preview">{candidate.preview}</pre>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
