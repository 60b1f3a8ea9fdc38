import { SearchOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Grid } from 'antd';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { formatUuid, type UuidFormatStyle } from '../core';
import { guidMessages } from '../guidMessages';

interface Props {
  uuids: readonly string[];
  names?: readonly string[];
  style: UuidFormatStyle;
  onCopy: (text: string, index: number) => void;
  onInspect: (uuid: string) => void;
}

/** The generated UUIDs, virtualised (100,000 rows stay smooth); only visible rows are formatted. */
export function UuidList({ uuids, names, style, onCopy, onInspect }: Props) {
  const t = useMessages(guidMessages);
  const scrollRef = useRef<HTMLDivElement>(null);
  const phone = Grid.useBreakpoint().md === false;
  const rowHeight = phone && names ? 52 : 38;
  const virtualizer = useVirtualizer({
    count: uuids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  // The breakpoint is known only after the first render; re-measure when the row height changes.
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  return (
    <div
      ref={scrollRef}
      className="guid-list"
      role="list"
      aria-label={t('result.listLabel')}
      tabIndex={-1}
      style={{ height: Math.min(uuids.length * rowHeight + 2, phone ? 380 : 440) }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const text = formatUuid(uuids[item.index], style);
          const name = names?.[item.index];
          return (
            <div
              key={item.key}
              role="listitem"
              className="guid-row"
              style={{ top: item.start, height: item.size }}
            >
              <span className="guid-row-index" aria-hidden>
                {item.index + 1}
              </span>
              <button
                type="button"
                className="guid-row-copy"
                title={t('result.clickToCopy')}
                onClick={() => onCopy(text, item.index)}
              >
                <code>{text}</code>
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
                aria-label={t('result.inspectOne', { index: item.index + 1 })}
                title={t('result.inspectOne', { index: item.index + 1 })}
                onClick={() => onInspect(uuids[item.index])}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
