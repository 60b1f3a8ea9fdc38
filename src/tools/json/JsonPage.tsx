import { Button, Col, Row, Tabs, Typography } from 'antd';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '../../app/i18n/LanguageContext';
import { useDebouncedValue } from '../../app/runtime/debounce';
import { LinkOptionsNotice } from '../../app/runtime/LinkOptionsNotice';
import { useToolAction } from '../../app/runtime/useToolAction';
import { useToolOptions } from '../../app/runtime/useToolOptions';
import { useUndoNotice } from '../../app/runtime/useUndoNotice';
import { lazyPanel } from '../../app/ui/lazyPanel';
import { useMainActionShortcut } from '../../app/ui/useMainActionShortcut';
import { ActionBar, type ActionHandlers } from './components/ActionBar';
import type { CodeEditorHandle } from './components/CodeEditor';
import { ComparePane } from './components/ComparePane';
import { DraftConflictAlert } from './components/DraftConflictAlert';
import { EncodingDialog } from './components/EncodingDialog';
import { InputPane } from './components/InputPane';
import { useSearchPane } from './components/search/searchPane';
import { TreeSearchHit } from './components/search/treeSearchHit';
import { useSearchPanel } from './components/search/useSearchPanel';
import { TabOutput } from './components/TabOutput';
import { useTreeEdit } from './components/treeEdit/useTreeEdit';
import { syntaxMessage } from './errorText';
import type { SchemaDraftChoice } from './core/schema/types';
import { DEFAULT_JSON_OPTIONS, JSON_TABS, normalizeJsonOptions, type JsonTab } from './jsonOptions';
import { EDITABLE_MAX, jobTextOf, sizeOf } from './largeText';
import { jsonMessages, type JsonMessageKey } from './messages';
import { SAMPLE_JSON } from './sample';
import { formatSize } from './sizeText';
import { liveRunnerOf, type LiveHow } from './liveRunner';
import { jsonTool } from './tool';
import { MAX_SAVED_DRAFT, useJsonDraft } from './useJsonDraft';
import { useJsonInput } from './useJsonInput';
import { useLargeEdit } from './useLargeEdit';
import { useJsonWorkbench, type TabResult } from './useJsonWorkbench';
import { LIVE_MAX, useLiveResults } from './useLiveResults';
import './json.css';

const TREE_DELAY_MS = 400;

// The JSON Schema tab loads when first opened (its validator later still, in the worker).
const SchemaPane = lazyPanel(async () => ({
  default: (await import('./components/schema/SchemaPane')).SchemaPane,
}));

export default function JsonPage() {
  const t = useMessages(jsonMessages);
  const toolOptions = useToolOptions({
    storageKey: 'json.options',
    version: 1,
    defaults: DEFAULT_JSON_OPTIONS,
    normalize: normalizeJsonOptions,
    label: t('options.label'),
  });
  const { options, setOptions } = toolOptions;
  const tab = options.tab as JsonTab;
  const { draft, update, loaded, holdForEdit, conflict, keepMine, loadNewer } = useJsonDraft(
    t('draft.reset'),
  );
  const offerUndo = useUndoNotice();
  /** The conflict (its revision) whose newer draft could not be read: the alert says so. */
  const [unreadableRev, setUnreadableRev] = useState<number | null>(null);
  /** Taking the other tab's draft can be undone: this tab's edit comes back (and is saved). */
  const takeNewerDraft = useCallback(() => {
    const rev = conflict?.rev ?? null;
    void loadNewer().then((mine) => {
      if (mine) offerUndo(t('draft.loadedNewer'), () => update(mine, true));
      else setUnreadableRev(rev);
    });
  }, [conflict, loadNewer, offerUndo, t, update]);
  const {
    results,
    progress,
    busy,
    changeListCsv,
    cancel,
    actions,
    tree,
    table,
    clearSyntaxErrors,
    runLive,
    releaseInput,
  } = useJsonWorkbench(t, options);
  const input = useJsonInput({
    draft,
    update,
    clearSyntaxErrors,
    releaseInput: useCallback(() => releaseInput(tab), [releaseInput, tab]),
    t,
  });
  const { readInput, setInput, setInputBlob } = input;
  const compareRef = useRef<CodeEditorHandle>(null);
  const searchPanel = useSearchPanel();
  const searchPane = useSearchPane(
    searchPanel,
    {
      text: typeof draft.input === 'string' ? draft.input : null,
      lenient: options.lenient,
      editorRef: input.editorRef,
    },
    t,
  );
  const result: TabResult = results[tab] ?? {};

  // What each tab ran last, so the view follows typing the way the user last asked for it.
  const [liveHow, setLiveHow] = useState<LiveHow>({});
  const remember = (target: JsonTab, how: string) =>
    setLiveHow((current) => (current[target] === how ? current : { ...current, [target]: how }));

  const format = useCallback(() => {
    if (tab !== 'format') setOptions({ tab: 'format' });
    setLiveHow((current) => ({ ...current, format: 'format' }));
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
      minify: () => {
        remember('format', 'minify');
        runIn('format', (text) => actions.format(text, true));
      },
      validate: () => {
        remember('format', 'validate');
        runIn('format', actions.validate);
      },
      repair: () => runIn('repair', actions.repair),
      toYaml: () => convertTo('yaml'),
      toXml: () => convertTo('xml'),
      toCsv: () => convertTo('csv'),
    },
    loaded,
  );

  const { buildTree, buildTable } = actions;

  // Up to LIVE_MAX the open view follows the input; above, it waits for a click (and says so).
  const { format: formatJob, validate, expandNested, repair, escape, convert } = actions;
  const { query, types, diff } = actions;
  const liveRunner = useMemo(
    () =>
      liveRunnerOf(
        tab,
        liveHow[tab],
        { format: formatJob, validate, expandNested, repair, escape, convert, query, types, diff },
        draft.compare,
        runLive,
      ),
    [
      tab,
      liveHow,
      formatJob,
      validate,
      expandNested,
      repair,
      escape,
      convert,
      query,
      types,
      diff,
      draft.compare,
      runLive,
    ],
  );
  const notLive = useLiveResults({
    input: draft.input,
    extra: tab === 'diff' ? draft.compare : '',
    runner: liveRunner,
    ready: loaded,
  });

  const largeEdit = useLargeEdit({
    client: tree,
    input: draft.input,
    update,
    holdForEdit,
    tree: results.tree?.tree,
    treeEdited: actions.treeEdited,
    buildTree,
    lenient: options.lenient,
    t,
  });
  const treeEditor = useTreeEdit({
    client: tree,
    editorRef: input.editorRef,
    tree: results.tree?.tree,
    lenient: options.lenient,
    treeEdited: actions.treeEdited,
    buildTree,
    large: largeEdit.handlers,
    t,
  });

  // The tree and the table follow the input, once typing pauses, while their tab is open.
  const followTree = treeEditor.follow;
  const treeInput = useDebouncedValue(draft.input, TREE_DELAY_MS);
  useEffect(() => {
    if (tab === 'tree') void followTree(jobTextOf(treeInput));
    if (tab === 'table') void buildTable(jobTextOf(treeInput));
  }, [tab, treeInput, followTree, buildTable]);

  const handlers: ActionHandlers = {
    format,
    minify: () => {
      remember('format', 'minify');
      void actions.format(readInput(), true);
    },
    validate: () => {
      remember('format', 'validate');
      void actions.validate(readInput());
    },
    expandNested: () => {
      remember('format', 'expandNested');
      void actions.expandNested(readInput());
    },
    repair: () => void actions.repair(readInput()),
    escape: (mode) => {
      remember('escape', mode);
      void actions.escape(readInput(), mode);
    },
    convert: () => void actions.convert(readInput()),
    swapFormats: () => setOptions({ from: options.to, to: options.from }),
    query: (expression) => {
      remember('query', expression);
      void actions.query(readInput(), expression);
    },
    types: () => void actions.types(readInput()),
    diff: () => void actions.diff(readInput(), compareRef.current?.read() ?? draft.compare),
  };

  // A syntax error is marked in the editor that holds it, worded like the alert above.
  const syntaxFailure = result.failure?.kind === 'syntax' ? result.failure : null;
  const [inputMark, compareMark] = useMemo(() => {
    if (!syntaxFailure) return [null, null];
    const mark = {
      offset: syntaxFailure.error.offset,
      message: syntaxMessage(t, syntaxFailure.error),
      reveal: !result.live,
    };
    return syntaxFailure.side === 'input' ? [mark, null] : [null, mark];
  }, [syntaxFailure, result.live, t]);

  const running = progress
    ? { label: t(`running.${progress.op}` as JsonMessageKey), fraction: progress.fraction }
    : null;

  // A syntax error in a large input: open it in the editor at the spot, or say where to fix it.
  const large = typeof draft.input === 'string' ? null : draft.input;
  let failureAction = null;
  if (large && syntaxFailure?.side === 'input')
    failureAction =
      large.blob.size <= EDITABLE_MAX ? (
        <Button onClick={input.editLargeInput}>{t('error.showInEditor')}</Button>
      ) : (
        <Typography.Paragraph type="secondary">
          {t('error.tooLargeToEdit', {
            size: formatSize(large.blob.size),
            line: syntaxFailure.error.line,
            column: syntaxFailure.error.column,
          })}
        </Typography.Paragraph>
      );

  const tabOutput = (
    <>
      {notLive && liveRunner && (
        <Typography.Paragraph
          type="secondary"
          className="json-live-off"
          data-testid="json-live-off"
        >
          {t('live.tooLarge', { size: formatSize(LIVE_MAX) })}
        </Typography.Paragraph>
      )}
      <TabOutput
        tab={tab}
        result={result}
        failureAction={failureAction}
        running={running}
        onCancel={cancel}
        changeListCsv={changeListCsv}
        tree={tree}
        table={table}
        editorRef={input.editorRef}
        treeEditor={treeEditor}
        onUseAsInput={(output) => {
          if (output.blob) void setInputBlob(output.blob, null);
          else setInput(output.preview);
          if (tab === 'convert') setOptions({ from: options.to });
        }}
        t={t}
      />
    </>
  );
  // The tree marks the rows that 查找替换's query matches.
  const outputPane = <TreeSearchHit value={searchPanel.treeMatcher}>{tabOutput}</TreeSearchHit>;

  const jsonInput = !(
    tab === 'escape' ||
    (tab === 'convert' && options.from !== 'json') ||
    tab === 'repair'
  );

  return (
    <div className="json-page">
      <LinkOptionsNotice state={toolOptions} />
      {conflict && (
        <DraftConflictAlert
          mine={draft}
          newerUnreadable={unreadableRev === conflict.rev}
          onLoadNewer={takeNewerDraft}
          onKeepMine={keepMine}
          t={t}
        />
      )}
      {input.encodingChoice && (
        <EncodingDialog
          key={input.encodingChoice.file.name}
          choice={input.encodingChoice}
          onChoose={input.chooseEncoding}
          onCancel={input.cancelEncodingChoice}
          t={t}
        />
      )}
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
        busy={busy}
        handlers={handlers}
        t={t}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <InputPane
            value={draft.input}
            onChange={input.editInput}
            source={input.source}
            onLargePaste={input.takeLargePaste}
            onEdit={input.editLargeInput}
            editorRef={input.editorRef}
            mark={inputMark}
            lenient={options.lenient}
            onLenientChange={(lenient) => setOptions({ lenient })}
            onFile={input.openFile}
            onSample={() => setInput(SAMPLE_JSON)}
            onSubmit={format}
            jsonSyntax={jsonInput}
            notSaved={sizeOf(draft.input) + draft.compare.length > MAX_SAVED_DRAFT}
            search={searchPane}
            largeHistory={largeEdit.history}
            t={t}
          />
        </Col>
        <Col xs={24} lg={12}>
          {tab === 'schema' ? (
            <SchemaPane
              readInput={readInput}
              input={draft.input}
              lenient={options.lenient}
              draft={options.schemaDraft as SchemaDraftChoice}
              onDraftChange={(schemaDraft) => setOptions({ schemaDraft })}
              editorRef={input.editorRef}
              t={t}
            />
          ) : tab === 'diff' ? (
            <div className="json-diff-column">
              <ComparePane
                value={draft.compare}
                onChange={(compare) => update({ compare })}
                editorRef={compareRef}
                mark={compareMark}
                onSubmit={handlers.diff}
                t={t}
              />
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
