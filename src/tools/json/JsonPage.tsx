import { App as AntdApp, Alert, Card, Col, Row, Tabs, Typography } from 'antd';
import { startTransition, useCallback, useEffect, useMemo, useRef } from 'react';
import { useMainActionShortcut } from '../../app/ui/useMainActionShortcut';
import { useMessages } from '../../app/i18n/LanguageContext';
import { LinkOptionsNotice } from '../../app/runtime/LinkOptionsNotice';
import { useToolAction } from '../../app/runtime/useToolAction';
import { useToolOptions } from '../../app/runtime/useToolOptions';
import { downloadBlob } from '../../app/ui/download';
import { useCopy } from '../../app/ui/useCopy';
import { ActionBar, type ActionHandlers } from './components/ActionBar';
import { CodeEditor, type CodeEditorHandle } from './components/CodeEditor';
import { InputPane } from './components/InputPane';
import { OutputPane } from './components/OutputPane';
import { DiffTable, FailureAlert, QueryMatches, RepairChanges } from './components/ResultViews';
import { TreeView } from './components/TreeView';
import { DEFAULT_JSON_OPTIONS, JSON_TABS, normalizeJsonOptions, type JsonTab } from './jsonOptions';
import { jsonMessages, type JsonMessageKey } from './messages';
import {
  blobOfText,
  jobTextOf,
  LARGE_INPUT,
  largeTextOf,
  sizeOf,
  type InputText,
} from './largeText';
import { SAMPLE_JSON } from './sample';
import { MAX_SAVED_DRAFT, useJsonDraft } from './useJsonDraft';
import { useJsonWorkbench, type TabResult } from './useJsonWorkbench';
import './json.css';
import { jsonTool } from './tool';
import { syntaxMessage } from './errorText';

const TREE_DELAY_MS = 400;

export default function JsonPage() {
  const t = useMessages(jsonMessages);
  const { message } = AntdApp.useApp();
  const { copyText, copyBlob } = useCopy();
  const toolOptions = useToolOptions({
    storageKey: 'json.options',
    version: 1,
    defaults: DEFAULT_JSON_OPTIONS,
    normalize: normalizeJsonOptions,
    label: t('options.label'),
  });
  const { options, setOptions } = toolOptions;
  const tab = options.tab as JsonTab;
  const { draft, update, loaded } = useJsonDraft(t('draft.reset'));
  const { results, progress, cancel, actions, tree, clearSyntaxErrors } = useJsonWorkbench(
    t,
    options,
  );
  const inputRef = useRef<CodeEditorHandle>(null);
  const compareRef = useRef<CodeEditorHandle>(null);
  const result: TabResult = results[tab] ?? {};

  /** The input for a job: the editor's latest text, or the large input's Blob. */
  const readInput = useCallback(
    () => inputRef.current?.read() ?? jobTextOf(draft.input),
    [draft.input],
  );

  const setInput = useCallback(
    (input: InputText) => {
      update({ input });
      clearSyntaxErrors();
    },
    [update, clearSyntaxErrors],
  );

  /** Takes a Blob as the input: kept as a Blob when large, else as text for the editor. */
  const setInputBlob = useCallback(
    async (blob: Blob, name: string | null) =>
      setInput(blob.size > LARGE_INPUT ? await largeTextOf(blob, name) : await blob.text()),
    [setInput],
  );

  const format = useCallback(() => {
    if (tab !== 'format') setOptions({ tab: 'format' });
    void actions.format(readInput());
  }, [tab, setOptions, actions, readInput]);

  // Ctrl+Enter / ⌘+Enter formats from anywhere on the page (the editor handles its own).
  useMainActionShortcut(format);

  /** Shows a tab and runs one of its jobs on what is in the editor now. */
  const runIn = (
    target: JsonTab,
    job: (text: ReturnType<typeof readInput>) => Promise<unknown>,
  ) => {
    if (tab !== target) setOptions({ tab: target });
    void job(readInput());
  };
  const convertTo = (to: string) => {
    setOptions({ tab: 'convert', from: 'json', to });
    void actions.convert(readInput(), { from: 'json', to });
  };
  useToolAction(
    jsonTool,
    {
      format,
      minify: () => runIn('format', (text) => actions.format(text, true)),
      validate: () => runIn('format', actions.validate),
      repair: () => runIn('repair', actions.repair),
      toYaml: () => convertTo('yaml'),
      toXml: () => convertTo('xml'),
      toCsv: () => convertTo('csv'),
    },
    loaded,
  );

  // The tree follows the input while its tab is open.
  const { buildTree } = actions;
  useEffect(() => {
    if (tab !== 'tree') return;
    const timer = setTimeout(() => void buildTree(jobTextOf(draft.input)), TREE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tab, draft.input, options.lenient, buildTree]);

  const handlers: ActionHandlers = {
    format,
    minify: () => void actions.format(readInput(), true),
    validate: () => void actions.validate(readInput()),
    expandNested: () => void actions.expandNested(readInput()),
    repair: () => void actions.repair(readInput()),
    escape: (mode) => void actions.escape(readInput(), mode),
    convert: () => void actions.convert(readInput()),
    swapFormats: () => setOptions({ from: options.to, to: options.from }),
    query: (expression) => void actions.query(readInput(), expression),
    types: () => void actions.types(readInput()),
    diff: () => void actions.diff(readInput(), compareRef.current?.read() ?? draft.compare),
  };

  const openFile = useCallback(
    (file: File) => {
      setInputBlob(file, file.name)
        .then(() => message.success(t('input.loaded', { name: file.name })))
        .catch(() => message.error(t('input.readFailed', { name: file.name })));
    },
    [message, setInputBlob, t],
  );

  const takeLargePaste = useCallback(
    (text: string) => void blobOfText(text).then((blob) => setInputBlob(blob, null)),
    [setInputBlob],
  );

  const editLargeInput = useCallback(() => {
    if (typeof draft.input !== 'string') void draft.input.blob.text().then(setInput);
  }, [draft.input, setInput]);

  const syntaxFailure = result.failure?.kind === 'syntax' ? result.failure : null;
  const inputMark = useMemo(
    () =>
      syntaxFailure && syntaxFailure.side === 'input'
        ? { offset: syntaxFailure.error.offset, message: syntaxMessage(t, syntaxFailure.error) }
        : null,
    [syntaxFailure, t],
  );
  const compareMark = useMemo(
    () =>
      syntaxFailure && syntaxFailure.side === 'compare'
        ? { offset: syntaxFailure.error.offset, message: syntaxMessage(t, syntaxFailure.error) }
        : null,
    [syntaxFailure, t],
  );

  const running = progress
    ? { label: t(`running.${progress.op}` as JsonMessageKey), fraction: progress.fraction }
    : null;
  const output = result.output ?? null;
  const status = (
    <>
      {result.failure && <FailureAlert failure={result.failure} t={t} />}
      {result.notice && (
        <Alert
          type={result.notice.type}
          showIcon
          className="json-status"
          title={result.notice.text}
        />
      )}
    </>
  );

  const outputPane = (
    <OutputPane
      title={t(`output.title.${tab}` as JsonMessageKey)}
      text={output?.preview ?? null}
      size={output?.size ?? 0}
      jsonSyntax={output?.syntax === 'json'}
      running={running}
      onCancel={cancel}
      onCopy={() => {
        if (output) void (output.blob ? copyBlob(output.blob) : copyText(output.preview));
      }}
      onDownload={() => {
        if (!output) return;
        downloadBlob(output.fileName, output.blob ?? output.preview);
        message.success(t('output.downloaded', { name: output.fileName }));
      }}
      onUseAsInput={
        output && tab !== 'types'
          ? () => {
              if (output.blob) void setInputBlob(output.blob, null);
              else setInput(output.preview);
              if (tab === 'convert') setOptions({ from: options.to });
            }
          : undefined
      }
      status={status}
      body={
        tab === 'tree' ? (
          result.tree ? (
            <TreeView
              key={result.tree.build}
              initial={result.tree}
              client={tree}
              t={t}
              onCopy={(text, what) => void copyText(text, what)}
              onCopyPayload={(payload, what) =>
                void (payload.blob ? copyBlob(payload.blob, what) : copyText(payload.preview, what))
              }
            />
          ) : (
            !running &&
            !result.failure && (
              <Typography.Paragraph type="secondary">{t('tree.empty')}</Typography.Paragraph>
            )
          )
        ) : tab === 'diff' ? (
          result.diffEntries ? (
            <DiffTable entries={result.diffEntries} t={t} />
          ) : undefined
        ) : undefined
      }
      t={t}
    >
      {tab === 'repair' && result.repairChanges !== undefined && (
        <RepairChanges changes={result.repairChanges} t={t} />
      )}
      {tab === 'query' && result.queryMatches && (
        <QueryMatches
          matches={result.queryMatches}
          onCopy={(text, what) => void copyText(text, what)}
          t={t}
        />
      )}
    </OutputPane>
  );

  const jsonInput = !(
    tab === 'escape' ||
    (tab === 'convert' && options.from !== 'json') ||
    tab === 'repair'
  );

  return (
    <div className="json-page">
      <LinkOptionsNotice state={toolOptions} />
      <Tabs
        type="card"
        activeKey={tab}
        // The tab's screen renders in short slices; the tab strip answers at once anyway.
        onChange={(key) => startTransition(() => setOptions({ tab: key }))}
        items={JSON_TABS.map((key) => ({ key, label: t(`tab.${key}` as JsonMessageKey) }))}
        className="json-tabs"
      />
      <ActionBar
        tab={tab}
        options={options}
        setOptions={setOptions}
        busy={!!progress}
        handlers={handlers}
        t={t}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <InputPane
            value={draft.input}
            onChange={setInput}
            onLargePaste={takeLargePaste}
            onEdit={editLargeInput}
            editorRef={inputRef}
            mark={inputMark}
            lenient={options.lenient}
            onLenientChange={(lenient) => setOptions({ lenient })}
            onFile={openFile}
            onSample={() => setInput(SAMPLE_JSON)}
            onSubmit={format}
            jsonSyntax={jsonInput}
            notSaved={sizeOf(draft.input) + draft.compare.length > MAX_SAVED_DRAFT}
            t={t}
          />
        </Col>
        <Col xs={24} lg={12}>
          {tab === 'diff' ? (
            <div className="json-diff-column">
              <Card size="small" className="json-pane" title={t('diff.compareTitle')}>
                <div className="json-input-area json-compare-area">
                  <CodeEditor
                    ref={compareRef}
                    value={draft.compare}
                    onChange={(compare) => update({ compare })}
                    mark={compareMark}
                    label={t('diff.compareLabel')}
                    placeholder={t('diff.comparePlaceholder')}
                    onSubmit={handlers.diff}
                  />
                </div>
              </Card>
              {outputPane}
            </div>
          ) : (
            outputPane
          )}
        </Col>
      </Row>
    </div>
  );
}
