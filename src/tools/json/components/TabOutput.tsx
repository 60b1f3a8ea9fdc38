import { App as AntdApp, Alert, Typography } from 'antd';
import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { downloadBlob } from '../../../app/ui/download';
import { lazyPanel } from '../../../app/ui/lazyPanel';
import { useCopy } from '../../../app/ui/useCopy';
import type { JsonTab } from '../jsonOptions';
import type { JsonMessageKey, JsonTranslate } from '../messages';
import type { TabResult } from '../tabResults';
import type { ChangeFile } from '../worker/changeFile';
import type { ChangeListWords } from '../worker/changeListCsv';
import type { TreeClient } from '../worker/treeClient';
import { ChangeList } from './ChangeList';
import { OutputPane, type RunningState } from './OutputPane';
import { FailureAlert, PunctuationChanges, QueryMatches, RepairChanges } from './ResultViews';
import type { TableViewState } from './table/useTableBuild';
import type { TableClient } from '../worker/tableClient';
import type { CodeEditorHandle } from './CodeEditor';

/** The table (and its antd parts) loads when its tab is first opened, not with the screen. */
const TableView = lazy(() =>
  import('./table/TableView').then((module) => ({ default: module.TableView })),
);

/** The 对比 tab's table (antd Table, about 49 KB gzip) loads with the tab's first result. */
const DiffTable = lazyPanel(async () => ({ default: (await import('./DiffTable')).DiffTable }));
import type { TreeEditHandlers } from './treeEdit/useTreeEditing';

// The tree and its editors load when the tree tab first opens (not in the screen's first load).
const TreeView = lazy(() => import('./TreeView').then((module) => ({ default: module.TreeView })));

interface TabOutputProps {
  tab: JsonTab;
  /** The tab's latest result (empty before its first action). */
  result: TabResult;
  running: RunningState | null;
  onCancel: () => void;
  /** Makes an output's whole change list as CSV in the worker. */
  changeListCsv?: (file: ChangeFile, words: ChangeListWords) => Promise<Blob | null>;
  tree: TreeClient;
  table: {
    client: TableClient;
    view: RefObject<TableViewState>;
    build: (text: string) => Promise<void>;
  };
  /** The input editor, through which table edits are applied (one undo history). */
  editorRef: RefObject<CodeEditorHandle | null>;
  /** Edits in the tree, and undo/redo there (the input editor's). */
  treeEditor?: TreeEditHandlers;
  /** Shown in a syntax error of the input: how to reach it when the input is large. */
  failureAction?: ReactNode;
  /** Takes the output as the new input; not offered for generated types. */
  onUseAsInput: (output: NonNullable<TabResult['output']>) => void;
  t: JsonTranslate;
}

/**
 * What the open tab shows on the right: its status or error, then its output (text, tree or
 * diff table) with copy and download, and what goes under it (repair changes, query matches).
 */
export function TabOutput({
  tab,
  result,
  running,
  onCancel,
  changeListCsv,
  tree,
  table,
  editorRef,
  treeEditor,
  failureAction,
  onUseAsInput,
  t,
}: TabOutputProps) {
  const { message } = AntdApp.useApp();
  const { copyText, copyBlob } = useCopy();
  const output = result.output ?? null;

  const status = (
    <>
      {result.failure && (
        <FailureAlert failure={result.failure} t={t}>
          {failureAction}
        </FailureAlert>
      )}
      {result.notice && (
        <Alert
          type={result.notice.type}
          showIcon
          className="json-status"
          title={result.notice.text}
        />
      )}
      {result.changes && (
        <ChangeList
          changes={result.changes.list}
          total={result.changes.total}
          file={result.changes.file}
          exportCsv={changeListCsv}
          t={t}
          {...(tab === 'query' && {
            title: t('query.changes', { count: result.changes.total }),
            help: t('query.changesHelp'),
          })}
        />
      )}
    </>
  );

  let body;
  if (tab === 'tree')
    body = result.tree ? (
      <Suspense fallback={null}>
        <TreeView
          key={result.tree.build}
          initial={result.tree}
          client={tree}
          editor={treeEditor}
          t={t}
          onCopy={(text, what) => void copyText(text, what)}
          onCopyPayload={(payload, what) =>
            void (payload.blob ? copyBlob(payload.blob, what) : copyText(payload.preview, what))
          }
        />
      </Suspense>
    ) : (
      !running &&
      !result.failure && (
        <Typography.Paragraph type="secondary">{t('tree.empty')}</Typography.Paragraph>
      )
    );
  else if (tab === 'table')
    body = result.table ? (
      <Suspense fallback={null}>
        <TableView
          initial={result.table}
          client={table.client}
          view={table.view}
          editorRef={editorRef}
          rebuild={table.build}
          t={t}
        />
      </Suspense>
    ) : (
      !running &&
      !result.failure && (
        <Typography.Paragraph type="secondary">{t('table.empty')}</Typography.Paragraph>
      )
    );
  else if (tab === 'diff' && result.diffEntries)
    body = <DiffTable entries={result.diffEntries} t={t} />;

  return (
    <OutputPane
      title={t(`output.title.${tab}` as JsonMessageKey)}
      text={output?.preview ?? null}
      size={output?.size ?? 0}
      bytes={output?.bytes ?? 0}
      jsonSyntax={output?.syntax === 'json'}
      running={running}
      onCancel={onCancel}
      onCopy={() => {
        if (output) void (output.blob ? copyBlob(output.blob) : copyText(output.preview));
      }}
      onDownload={() => {
        if (!output) return;
        downloadBlob(output.fileName, output.blob ?? output.preview);
        message.success(t('output.downloaded', { name: output.fileName }));
      }}
      onUseAsInput={output && tab !== 'types' ? () => onUseAsInput(output) : undefined}
      status={status}
      body={body}
      t={t}
    >
      {tab === 'repair' && result.repairPunctuation && (
        <PunctuationChanges changes={result.repairPunctuation} t={t} />
      )}
      {tab === 'repair' && result.repairChanges !== undefined && (
        <RepairChanges changes={result.repairChanges} t={t} />
      )}
      {tab === 'query' && result.queryMatches && (
        <QueryMatches matches={result.queryMatches} onCopy={copyText} t={t} />
      )}
    </OutputPane>
  );
}
