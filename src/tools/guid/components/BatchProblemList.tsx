import { useVirtualizer } from '@tanstack/react-virtual';
import { Grid, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import type { BatchProblem } from '../core';
import { guidMessages, problemMessage } from '../guidMessages';

/** The problems of a checked list, virtualised: 10,000 rows cost no more than the visible ones. */
export function BatchProblemList({ problems }: { problems: readonly BatchProblem[] }) {
  const t = useMessages(guidMessages);
  const scrollRef = useRef<HTMLDivElement>(null);
  const phone = Grid.useBreakpoint().md === false;
  // On a phone the problem goes under the item, so a row holds two lines.
  const rowHeight = phone ? 56 : 36;
  const virtualizer = useVirtualizer({
    count: problems.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const problemText = (problem: BatchProblem) =>
    problem.kind === 'duplicate'
      ? t('batch.duplicateOf', { line: problem.firstLine ?? 0 })
      : problem.code
        ? problemMessage(t, problem.code, problem.params)
        : '';

  return (
    <div
      ref={scrollRef}
      className="guid-list guid-problems"
      role="table"
      aria-label={t('batch.problems')}
      aria-rowcount={problems.length}
      tabIndex={0}
      style={{ height: Math.min(problems.length * rowHeight + 2, 360) }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const problem = problems[item.index];
          const message = problemText(problem);
          return (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 1}
              className="guid-row guid-problem-row"
              style={{ top: item.start, height: item.size }}
            >
              <span role="cell" className="guid-row-index">
                {t('batch.lineNumber', { line: problem.line })}
              </span>
              <span role="cell" className="guid-problem-item guid-mono">
                <bdi>{problem.text}</bdi>
              </span>
              <Typography.Text
                role="cell"
                className="guid-problem-text"
                type={problem.kind === 'invalid' ? 'danger' : 'warning'}
                title={message}
              >
                {message}
              </Typography.Text>
            </div>
          );
        })}
      </div>
    </div>
  );
}
