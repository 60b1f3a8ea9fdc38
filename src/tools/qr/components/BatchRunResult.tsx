import { CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Typography } from 'antd';
import { downloadBlob } from '../../../app/ui/download';
import { isBlocking, type BatchRun } from '../hooks/useBatchRun';
import { useQrMessages } from '../hooks/useQrMessages';
import type { BatchProblem } from '../worker/protocol';
import { alertIcon } from './alertIcon';

const SHOWN_PROBLEMS = 50;
const WHY = ['contrast', 'moduleSize', 'quietZone', 'logo', 'camera'] as const;

/** A batch under way (progress, cancel) or finished (what failed, and the download). */
export function BatchRunResult({ run, onCancel }: { run: BatchRun; onCancel: () => void }) {
  const t = useQrMessages();
  if (run.status === 'idle') return null;
  if (run.status === 'running')
    return (
      <div className="qr-gap" role="status">
        <Progress
          className="qr-batch-progress"
          percent={Math.floor((run.done / Math.max(1, run.total)) * 100)}
        />
        <Typography.Text type="secondary">
          {t('batch.progress', { done: run.done, total: run.total })}
        </Typography.Text>
        <div>
          <Button className="qr-gap" icon={<CloseOutlined aria-hidden />} onClick={onCancel}>
            {t('batch.cancel')}
          </Button>
        </div>
      </div>
    );

  const whyText = (problem: BatchProblem) =>
    (problem.why ?? ['camera'])
      .map((code) =>
        t(
          `batch.why.${(WHY as readonly string[]).includes(code) ? (code as (typeof WHY)[number]) : 'camera'}`,
        ),
      )
      .filter((text, index, all) => all.indexOf(text) === index)
      .join('；');
  const problemText = (problem: BatchProblem) =>
    problem.reason === 'capacity'
      ? t('batch.problem.capacity', {
          line: problem.line,
          used: problem.usedBytes ?? 0,
          max: problem.maxBytes ?? 0,
        })
      : t('batch.problem.camera', {
          line: problem.line,
          file: problem.fileName,
          why: whyText(problem),
        });
  const blocking = isBlocking(run);
  const sheet = run.kind === 'sheet';
  const { problems } = run;
  return (
    <div className="qr-gap">
      <Alert
        type={problems.length ? 'warning' : 'success'}
        showIcon
        icon={alertIcon(problems.length ? 'warning' : 'success')}
        role="status"
        title={
          sheet
            ? t('batch.sheetDone', { count: run.count, pages: run.pages })
            : t('batch.done', { count: run.count })
        }
        description={
          problems.length > 0 && (
            <>
              <div>{t('batch.problems', { count: problems.length })}</div>
              <ul className="qr-problems">
                {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                  <li key={problem.line}>{problemText(problem)}</li>
                ))}
                {problems.length > SHOWN_PROBLEMS && (
                  <li>{t('batch.moreProblems', { count: problems.length - SHOWN_PROBLEMS })}</li>
                )}
              </ul>
            </>
          )
        }
      />
      <Button
        className="qr-gap"
        icon={<DownloadOutlined aria-hidden />}
        danger={blocking}
        disabled={run.count === 0}
        onClick={() => downloadBlob(run.fileName, run.blob)}
      >
        {sheet
          ? t(blocking ? 'batch.downloadSheetAnyway' : 'batch.downloadSheet')
          : t(blocking ? 'batch.downloadAnyway' : 'batch.download')}
      </Button>
    </div>
  );
}
