import { useVirtualizer } from '@tanstack/react-virtual';
import { Grid } from 'antd';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { guidMessages } from '../guidMessages';
import { UuidRow, listBoxHeight, uuidRowHeight, type UuidRowsProps } from './UuidRow';

/** A long list of UUIDs, virtualised (100,000 rows stay smooth): only visible rows exist. */
export function VirtualUuidList(props: UuidRowsProps) {
  const { uuids, names } = props;
  const t = useMessages(guidMessages);
  const scrollRef = useRef<HTMLDivElement>(null);
  const phone = Grid.useBreakpoint().md === false;
  const rowHeight = uuidRowHeight(phone, names !== undefined);
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
      style={{ height: listBoxHeight(uuids.length, rowHeight, phone) }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <UuidRow
            key={item.key}
            {...props}
            index={item.index}
            place={{ top: item.start, height: item.size }}
          />
        ))}
      </div>
    </div>
  );
}
