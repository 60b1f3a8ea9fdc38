import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Spin, Statistic, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { useDebouncedValue } from '../../../app/runtime/debounce';
import { useCopy } from '../../../app/ui/useCopy';
import { validateUuidList, type BatchKind, type BatchReport } from '../core';
import { useBatchText } from '../guidBatchText';
import { createGuidWorker } from '../guidJobs';
import { guidMessages } from '../guidMessages';
import { BatchProblemList } from './BatchProblemList';

/** CodeMirror loads with the tab that uses it, not with the page. */
const ListEditor = lazy(() => import('../../../app/ui/ListEditor'));

/** Up to this size a list is checked on the page (about 500 lines, a few ms); more in a worker. */
const SYNC_TEXT_LIMIT = 20_000;
const CHECK_DELAY_MS = 200;
const KIND_ORDER: readonly BatchKind[] = [
  'v1',
  'v2',
  'v3',
  'v4',
  'v5',
  'v6',
  'v7',
  'v8',
  'nil',
  'max',
  'notRfc',
];

/**
 * The report for the text as typing pauses. A big list goes to the worker, which re-reads only
 * the lines that changed; a newer pause cancels a check still running. The last report stays
 * shown while the next one is made, so results follow typing instead of blinking away.
 */
function useBatchReport(text: string): { report?: BatchReport; checking: boolean; big: boolean } {
  const settled = useDebouncedValue(text, CHECK_DELAY_MS);
  const [worker] = useState(createGuidWorker);
  const [checked, setChecked] = useState<{ text: string; report: BatchReport }>();
  const isBig = settled.length > SYNC_TEXT_LIMIT;
  const small = useMemo(
    () => (isBig || settled.trim() === '' ? undefined : validateUuidList(settled)),
    [isBig, settled],
  );
  useEffect(() => {
    if (!isBig) return undefined;
    let active = true;
    worker.run({ kind: 'validate', text: settled }).then(
      (result) => {
        if (active && result.kind === 'validated')
          setChecked({ text: settled, report: result.report });
      },
      () => {
        // Cancelled by a newer pause, or a crash: the stale report is simply not shown.
      },
    );
    return () => {
      active = false;
      // Only a check still running is stale; an idle worker keeps the lines it has read.
      if (worker.busy) worker.cancel();
    };
  }, [isBig, settled, worker]);
  useEffect(() => () => worker.dispose(), [worker]);
  if (text.trim() === '') return { checking: false, big: false };
  if (!isBig) return { report: small, checking: false, big: false };
  return { report: checked?.report, checking: checked?.text !== text, big: true };
}

/** 批量校验: counts of valid, invalid and repeated UUIDs in a pasted list, by kind, with where. */
export function BatchPanel({ legacy, clearLegacy }: { legacy: string; clearLegacy: () => void }) {
  const t = useMessages(guidMessages);
  const { copyText } = useCopy();
  const saved = useBatchText(legacy, clearLegacy);
  const text = saved.value;
  const { report, checking, big } = useBatchReport(text);
  const kinds = report ? KIND_ORDER.filter((kind) => report.kinds[kind]) : [];

  return (
    <div>
      <div className="guid-field-label" aria-hidden>
        {t('batch.input')}
      </div>
      {/* Unlabelled while it loads: the label belongs to the editor that takes input. */}
      <Suspense fallback={<div className="guid-batch-editor-loading" aria-busy="true" />}>
        <ListEditor
          height={240}
          className="guid-batch-editor"
          value={text}
          onChange={saved.set}
          label={t('batch.input')}
          placeholder={t('batch.placeholder')}
        />
      </Suspense>
      <div className="guid-batch-status" aria-live="polite">
        {checking && <Spin size="small" description={t('batch.checking')} />}
        {big && report && (
          <Typography.Text type="secondary">
            {t('batch.bigNote', { count: report.total.toLocaleString('zh-CN') })}
          </Typography.Text>
        )}
      </div>
      {report && (
        <>
          <div className="guid-stats" data-testid="batch-stats">
            <Statistic title={t('batch.total')} value={report.total} />
            <Statistic title={t('batch.valid')} value={report.valid} />
            <Statistic title={t('batch.invalid')} value={report.invalid} />
            <Statistic title={t('batch.duplicates')} value={report.duplicates} />
            <Statistic title={t('batch.unique')} value={report.unique} />
          </div>
          {kinds.length > 0 && (
            <div className="guid-kinds" aria-label={t('batch.kinds')} role="group">
              <Typography.Text type="secondary">{t('batch.kinds')}</Typography.Text>
              {kinds.map((kind) => (
                <Tag key={kind} color={kind === 'notRfc' ? 'warning' : undefined}>
                  {kind === 'notRfc'
                    ? t('batch.kind.notRfc')
                    : kind.startsWith('v')
                      ? kind
                      : kind.toUpperCase()}
                  {' × '}
                  {(report.kinds[kind] ?? 0).toLocaleString('zh-CN')}
                </Tag>
              ))}
            </div>
          )}
          <Button
            icon={<CopyOutlined aria-hidden />}
            disabled={report.unique === 0}
            onClick={() => void copyText(report.uniqueText)}
            style={{ marginBottom: 12 }}
          >
            {t('batch.copyUnique')}
          </Button>
          {report.problems.length === 0 ? (
            report.total > 0 && <Alert type="success" showIcon title={t('batch.allGood')} />
          ) : (
            <>
              <Typography.Title level={3} style={{ fontSize: 15 }}>
                {t('batch.problems')}
              </Typography.Title>
              {report.problemsTruncated && (
                <Typography.Paragraph type="secondary">
                  {t('batch.problemsTruncated', { count: report.problems.length })}
                </Typography.Paragraph>
              )}
              <BatchProblemList problems={report.problems} />
            </>
          )}
        </>
      )}
    </div>
  );
}
