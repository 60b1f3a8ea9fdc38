import { useVirtualizer } from '@tanstack/react-virtual';
import { Tag } from 'antd';
import { memo, useRef } from 'react';
import { MAX_BYTES, checkedRow, type BatchCheck, type ErrorLevel } from '../core';
import { useQrMessages } from '../hooks/useQrMessages';

interface BatchRowListProps {
  check: BatchCheck;
  errorLevel: ErrorLevel;
}

const ROW_HEIGHT = 36;
const LIST_HEIGHT = 480;

/**
 * Every checked row of the batch, virtualised: 100,000 rows scroll smoothly, and only the
 * rows in view are sliced out of the check and drawn. A table for assistive technology, with
 * the full row count announced.
 */
export const BatchRowList = memo(function BatchRowList({ check, errorLevel }: BatchRowListProps) {
  const t = useQrMessages();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: check.checked,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const headers = [
    t('batch.column.line'),
    t('batch.column.file'),
    t('batch.column.content'),
    t('batch.column.bytes'),
    t('batch.column.version'),
    t('batch.column.status'),
  ];

  return (
    <div
      ref={scrollRef}
      className="qr-batch-list"
      role="table"
      aria-label={t('batch.list')}
      aria-rowcount={check.checked + 1}
      tabIndex={0}
      style={{ height: Math.min(LIST_HEIGHT, (check.checked + 1) * ROW_HEIGHT + 2) }}
    >
      <div className="qr-batch-row qr-batch-head" role="row" aria-rowindex={1}>
        {headers.map((header) => (
          <span key={header} role="columnheader">
            {header}
          </span>
        ))}
      </div>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = checkedRow(check, item.index);
          return (
            <div
              key={item.key}
              className="qr-batch-row"
              role="row"
              aria-rowindex={item.index + 2}
              style={{ top: item.start, height: item.size }}
            >
              <span role="cell">{row.line}</span>
              <span role="cell" title={row.fileName}>
                <bdi>{row.fileName}</bdi>
              </span>
              <span role="cell" title={row.content}>
                <bdi>{row.content.replace(/\s+/g, ' ')}</bdi>
              </span>
              <span role="cell">{row.bytes}</span>
              <span role="cell">{row.version ?? '—'}</span>
              <span role="cell">
                {row.version !== undefined ? (
                  <Tag color="success">{t('batch.status.ok')}</Tag>
                ) : (
                  <Tag color="error">
                    {t('batch.status.over', { excess: row.bytes - MAX_BYTES[errorLevel] })}
                  </Tag>
                )}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
});
