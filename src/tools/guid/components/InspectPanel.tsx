import { Typography } from 'antd';
import { Input } from '../../../app/ui/inputs';
import { useDeferredValue, useId, useMemo, type Ref } from 'react';
import type { InputRef } from 'antd';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { lazyPanel } from '../../../app/ui/lazyPanel';
import { inspectUuid } from '../core';
import { guidMessages } from '../guidMessages';

/**
 * What a pasted UUID holds (antd Descriptions, byte readings: about 5 KB gzip) loads with the
 * first UUID to read, not with the screen (issue 19).
 */
const InspectionView = lazyPanel(async () => ({
  default: (await import('./InspectionView')).InspectionView,
}));

interface Props {
  text: string;
  onChange: (text: string) => void;
  inputRef?: Ref<InputRef>;
}

/** 解析: paste one UUID in any notation and read it. */
export function InspectPanel({ text, onChange, inputRef }: Props) {
  const t = useMessages(guidMessages);
  const id = useId();
  const deferred = useDeferredValue(text);
  const result = useMemo(
    () => (deferred.trim() === '' ? undefined : inspectUuid(deferred)),
    [deferred],
  );

  return (
    <div>
      <label htmlFor={id} className="guid-field-label">
        {t('inspect.input')}
      </label>
      <Input
        id={id}
        ref={inputRef}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('inspect.placeholder')}
        allowClear
        size="large"
        className="guid-mono"
        spellCheck={false}
        autoComplete="off"
        style={{ marginBottom: 12 }}
      />
      {result ? (
        <InspectionView result={result} />
      ) : (
        <Typography.Text type="secondary">{t('inspect.hint')}</Typography.Text>
      )}
    </div>
  );
}
