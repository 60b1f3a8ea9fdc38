import { CopyOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Tooltip, Typography } from 'antd';
import { LazyProgress as Progress } from '../../../app/ui/LazyProgress';
import { useMessages } from '../../../app/i18n/LanguageContext';
import type { UuidFormatStyle } from '../core';
import { guidMessages } from '../guidMessages';
import type { GeneratedList, GenerationProblem } from '../generatedList';
import { useHasKeyboard } from '../useHasKeyboard';
import { ProblemAlert } from './ProblemAlert';
import { UuidList } from './UuidList';

interface Props {
  list: GeneratedList;
  /** The request the options make now (useUuidGeneration): see UuidList's `request`. */
  requestKey: string;
  style: UuidFormatStyle;
  progress?: { done: number; total: number };
  problem?: GenerationProblem;
  onRegenerate: () => void;
  onCancel: () => void;
  onCopyAll: () => void;
  onDownload: (kind: 'txt' | 'csv') => void;
  onCopyOne: (text: string, index: number) => void;
  onInspect: (uuid: string) => void;
}

/** Toolbar (regenerate, copy, download), progress of big runs, and the list itself. */
export function ResultPanel(props: Props) {
  const { list, style, progress, problem, onRegenerate, onCancel, onCopyAll, onDownload } = props;
  const t = useMessages(guidMessages);
  const empty = list.uuids.length === 0;
  const busy = progress !== undefined;
  const hasKeyboard = useHasKeyboard();

  return (
    <div>
      <div className="guid-toolbar">
        <Typography.Text className="guid-toolbar-count" aria-live="polite">
          {t('result.count', { count: list.uuids.length.toLocaleString('zh-CN') })}
        </Typography.Text>
        {/* The shortcut hint only where there is a keyboard to press it on. */}
        <Tooltip title={hasKeyboard ? t('result.regenerateHint') : undefined}>
          <Button
            type="primary"
            icon={<ReloadOutlined aria-hidden />}
            onClick={onRegenerate}
            disabled={busy}
          >
            {t('result.regenerate')}
          </Button>
        </Tooltip>
        <Button icon={<CopyOutlined aria-hidden />} onClick={onCopyAll} disabled={empty || busy}>
          {t('result.copyAll')}
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => onDownload('txt')}
          disabled={empty || busy}
        >
          {t('result.downloadTxt')}
        </Button>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => onDownload('csv')}
          disabled={empty || busy}
        >
          {t('result.downloadCsv')}
        </Button>
      </div>
      <ProblemAlert problem={problem} />
      {progress && (
        <div
          style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 10 }}
          role="status"
        >
          <Progress
            percent={Math.floor((progress.done / Math.max(1, progress.total)) * 100)}
            style={{ flex: 1, margin: 0 }}
            aria-label={t('result.generating', { done: progress.done, total: progress.total })}
          />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {t('result.generating', {
              done: progress.done.toLocaleString('zh-CN'),
              total: progress.total.toLocaleString('zh-CN'),
            })}
          </Typography.Text>
          <Button size="small" onClick={onCancel}>
            {t('result.cancel')}
          </Button>
        </div>
      )}
      {empty ? (
        <Empty description={t('result.empty')} />
      ) : (
        <UuidList
          request={props.requestKey}
          uuids={list.uuids}
          names={list.names}
          style={style}
          onCopy={props.onCopyOne}
          onInspect={props.onInspect}
        />
      )}
      <Typography.Text className="guid-help">{t('result.clickToCopy')}</Typography.Text>
    </div>
  );
}
