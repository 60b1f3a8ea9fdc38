import { CopyOutlined } from '@ant-design/icons';
import { Button, InputNumber, Typography } from 'antd';
import { TextArea } from '../../../app/ui/inputs';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../../app/i18n/LanguageContext';
import { useCopy } from '../../../app/ui/useCopy';
import { UuidInputError } from '../core';
import type { GenerationProblem } from '../generatedList';
import { ProblemAlert } from './ProblemAlert';

export interface NumberField {
  key: string;
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange: (value: number) => void;
}

interface Props {
  /** Whole-number settings beside the button (count, machine number, size…). */
  fields: readonly NumberField[];
  buttonLabel: string;
  disabled?: boolean;
  /** Makes the IDs; a UuidInputError says what is wrong with the settings. */
  make: () => string[];
  /** Said between the settings and the IDs (NanoID's collision odds). */
  hint?: ReactNode;
  /** The list's accessible name, e.g. 生成的 ULID, and what to say above it. */
  listLabel: string;
  note?: string;
  copyAllLabel: string;
}

/**
 * The ULID, NanoID and 雪花 ID tabs' maker: settings, the button, what went wrong (the same
 * alert as the UUID list's), and the IDs made: one per line, selectable, with 复制全部.
 */
export function IdMaker(props: Props) {
  const { fields, buttonLabel, disabled, make, hint, listLabel, note, copyAllLabel } = props;
  const appT = useT();
  const { copyText } = useCopy();
  const id = useId();
  const [ids, setIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<GenerationProblem>();
  const generate = () => {
    try {
      setIds(make());
      setProblem(undefined);
    } catch (error) {
      if (!(error instanceof UuidInputError)) throw error;
      setProblem({ code: error.code, params: error.params });
    }
  };
  return (
    <>
      <div className="guid-snow-machine guid-field">
        {fields.map((field) => (
          <div key={field.key}>
            <label htmlFor={`${id}-${field.key}`} className="guid-field-label">
              {field.label}
            </label>
            <InputNumber
              id={`${id}-${field.key}`}
              value={field.value}
              min={field.min}
              max={field.max}
              precision={0}
              onChange={(value) => {
                if (typeof value === 'number') field.onChange(value);
              }}
              style={{ width: '100%' }}
            />
          </div>
        ))}
        <Button type="primary" onClick={generate} disabled={disabled}>
          {buttonLabel}
        </Button>
      </div>
      {hint}
      <ProblemAlert problem={problem} />
      {ids.length > 0 && (
        <div>
          <div className="guid-toolbar">
            <Typography.Text className="guid-toolbar-count">{note}</Typography.Text>
            <Button
              icon={<CopyOutlined aria-hidden />}
              onClick={() =>
                void copyText(ids.join('\n'), appT('common.copiedCount', { count: ids.length }))
              }
            >
              {copyAllLabel}
            </Button>
          </div>
          <TextArea
            aria-label={listLabel}
            value={ids.join('\n')}
            readOnly
            autoSize={{ minRows: 3, maxRows: 10 }}
            className="guid-mono"
          />
        </div>
      )}
    </>
  );
}
