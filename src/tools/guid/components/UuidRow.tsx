import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { formatUuid, type UuidFormatStyle } from '../core';
import { guidMessages } from '../guidMessages';
import { PREFILL_ATTRIBUTE } from '../prerenderedList';

export interface UuidRowsProps {
  uuids: readonly string[];
  names?: readonly string[];
  style: UuidFormatStyle;
  onCopy: (text: string, index: number) => void;
  onInspect: (uuid: string) => void;
}

/** Row height: a name under the UUID on a phone needs a second line. */
export function uuidRowHeight(phone: boolean, named: boolean): number {
  return phone && named ? 52 : 38;
}

/** The list's box: as tall as its rows, up to a screenful, scrolling beyond. */
export function listBoxHeight(count: number, rowHeight: number, phone: boolean): number {
  return Math.min(count * rowHeight + 2, phone ? 380 : 440);
}

/** One UUID, formatted only when shown: click copies it, the magnifier inspects it. */
export function UuidRow({
  index,
  place,
  uuids,
  names,
  style,
  onCopy,
  onInspect,
}: UuidRowsProps & { index: number; place: CSSProperties }) {
  const t = useMessages(guidMessages);
  // Empty: a place of the prerendered list, filled in before hydration (prerenderedList.ts).
  const text = uuids[index] === '' ? '' : formatUuid(uuids[index], style);
  const name = names?.[index];
  return (
    <div role="listitem" className="guid-row" style={place}>
      <span className="guid-row-index" aria-hidden>
        {index + 1}
      </span>
      <button
        type="button"
        className="guid-row-copy"
        title={t('result.clickToCopy')}
        onClick={() => onCopy(text, index)}
      >
        <code {...PREFILL_ATTRIBUTE}>{text}</code>
        {name !== undefined && (
          <span className="guid-row-name">
            <bdi>{name}</bdi>
          </span>
        )}
      </button>
      <Button
        type="text"
        size="small"
        icon={<SearchOutlined aria-hidden />}
        aria-label={t('result.inspectOne', { index: index + 1 })}
        title={t('result.inspectOne', { index: index + 1 })}
        onClick={() => onInspect(uuids[index])}
      />
    </div>
  );
}
