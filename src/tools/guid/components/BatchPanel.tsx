import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Spin, Statistic, Table, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import { useDebouncedValue } from '../../../app/runtime/debounce';
import { useCopy } from '../../../app/ui/useCopy';
import { validateUuidList, type BatchProblem, type BatchReport } from '../core';
import { createGuidWorker } from '../guidJobs';
import { guidMessages, problemMessage } from '../guidMessages';

/** Texts up to this size are checked on the page; bigger pastes go to a worker. */
const SYNC_TEXT_LIMIT = 200_000;
const CHECK_DELAY_MS = 200;

function useBatchReport(text: string): { report?: BatchReport; checking: boolean } {
  const settled = useDebouncedValue(text, CHECK_DELAY_MS);
  const [worker] = useState(createGuidWorker);
  const [big, setBig] = useState<{ text: string; report?: BatchReport }>();
  const isBig = settled.length > SYNC_TEXT_LIMIT;
  // Small lists are checked on the page as typing pauses; a big paste goes to the worker.
  const small = useMemo(
    () => (isBig || settled.trim() === '' ? undefined : validateUuidList(settled)),
    [isBig, settled],
  );
  useEffect(() => {
    if (!isBig) return undefined;
    let active = true;
    worker.run({ kind: 'validate', text: settled }).then(
      (result) => {
        if (active && result.kind === 'validated') setBig({ text: settled, report: result.report });
      },
      () => {
        // Cancelled by a newer paste, or a crash: the stale report is simply not shown.
        if (active) setBig({ text: settled });
      },
    );
    return () => {
      active = false;
      worker.cancel();
    };
  }, [isBig, settled, worker]);
  useEffect(() => () => worker.dispose(), [worker]);
  if (text.trim() === '') return { checking: false };
  if (!isBig) return { report: small, checking: false };
  return big?.text === settled ? { report: big.report, checking: false } : { checking: true };
}

/** 批量校验: counts of valid, invalid and repeated UUIDs in a pasted list, with where. */
export function BatchPanel({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const t = useMessages(guidMessages);
  const id = useId();
  const { copyText } = useCopy();
  const { report, checking } = useBatchReport(text);

  const problemText = (problem: BatchProblem) =>
    problem.kind === 'duplicate'
      ? t('batch.duplicateOf', { line: problem.firstLine ?? 0 })
      : problem.code
        ? problemMessage(t, problem.code, problem.params)
        : '';

  return (
    <div>
      <label htmlFor={id} className="guid-field-label">
        {t('batch.input')}
      </label>
      <Input.TextArea
        id={id}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('batch.placeholder')}
        autoSize={{ minRows: 5, maxRows: 14 }}
        className="guid-mono"
        spellCheck={false}
        allowClear
      />
      {checking && <Spin size="small" description={t('batch.checking')} style={{ marginTop: 8 }} />}
      {report && (
        <>
          <div className="guid-stats" aria-live="polite">
            <Statistic title={t('batch.total')} value={report.total} />
            <Statistic title={t('batch.valid')} value={report.valid} />
            <Statistic title={t('batch.invalid')} value={report.invalid} />
            <Statistic title={t('batch.duplicates')} value={report.duplicates} />
            <Statistic title={t('batch.unique')} value={report.unique} />
          </div>
          <Button
            icon={<CopyOutlined aria-hidden />}
            disabled={report.unique === 0}
            onClick={() => void copyText(report.uniqueUuids.join('\n'))}
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
              <Table<BatchProblem>
                size="small"
                rowKey={(problem) =>
                  `${problem.line}:${problem.kind}:${problem.text}:${problem.firstLine}`
                }
                dataSource={report.problems}
                pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
                tableLayout="fixed"
                columns={[
                  { title: t('batch.line'), dataIndex: 'line', width: 56 },
                  {
                    title: t('batch.item'),
                    dataIndex: 'text',
                    render: (value: string) => (
                      <code className="guid-mono guid-break">
                        <bdi>{value}</bdi>
                      </code>
                    ),
                  },
                  {
                    title: t('batch.problem'),
                    key: 'problem',
                    render: (_: unknown, problem: BatchProblem) => (
                      <Typography.Text type={problem.kind === 'invalid' ? 'danger' : 'warning'}>
                        {problemText(problem)}
                      </Typography.Text>
                    ),
                  },
                ]}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
