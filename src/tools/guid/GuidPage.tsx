import { Button, Card, Col, Grid, Row, Tabs, type InputRef } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useMessages, useT } from '../../app/i18n/LanguageContext';
import { LinkOptionsNotice } from '../../app/runtime/LinkOptionsNotice';
import { useToolAction } from '../../app/runtime/useToolAction';
import { useToolOptions } from '../../app/runtime/useToolOptions';
import { downloadBlob } from '../../app/ui/download';
import { lazyPanel } from '../../app/ui/lazyPanel';
import { useCopy } from '../../app/ui/useCopy';
import { useMainActionShortcut } from '../../app/ui/useMainActionShortcut';
import { FormatOptions } from './components/FormatOptions';
import { GeneratorOptions } from './components/GeneratorOptions';
import { InspectPanel } from './components/InspectPanel';
import { ResultPanel } from './components/ResultPanel';
import { formatUuid, joinUuids, sqlServerOrder, toCsv, type SeparatorId } from './core';
import type { GeneratedList } from './generatedList';
import { useGuidDrafts } from './guidDrafts';
import { guidMessages } from './guidMessages';
import {
  FORMAT_OPTION_KEYS,
  formatStyleOf,
  GUID_OPTION_DEFAULTS,
  GUID_OPTIONS_KEY,
  GUID_OPTIONS_VERSION,
  normalizeGuidOptions,
} from './guidOptions';
import { guidTool } from './tool';
import { useUuidGeneration } from './useUuidGeneration';
import './guid.css';

// The batch check (antd Table), 雪花 ID, ULID and NanoID tabs load when first opened.
const BatchPanel = lazyPanel(async () => ({
  default: (await import('./components/BatchPanel')).BatchPanel,
}));
const SnowflakePanel = lazyPanel(async () => ({
  default: (await import('./components/SnowflakePanel')).SnowflakePanel,
}));
const NanoidPanel = lazyPanel(async () => ({
  default: (await import('./components/NanoidPanel')).NanoidPanel,
}));
const UlidPanel = lazyPanel(async () => ({
  default: (await import('./components/UlidPanel')).UlidPanel,
}));

/** The list in the chosen order: as generated, or as SQL Server sorts uniqueidentifier. */
function useSortedList(list: GeneratedList, sort: string): GeneratedList {
  return useMemo(() => {
    if (sort !== 'sqlServer') return list;
    const order = sqlServerOrder(list.uuids);
    const names = list.names;
    return {
      ...list,
      uuids: order.map((index) => list.uuids[index]),
      names: names && order.map((index) => names[index]),
    };
  }, [list, sort]);
}

/**
 * How long 解析 GUID keeps asking for the inspector's focus: past antd's dialog closing
 * animation (0.3 s) and a slow phone's hydration.
 */
const FOCUS_FOR_MS = 3000;

/** Guid生成: generate every UUID version in bulk, format it any way, inspect and validate. */
export default function GuidPage() {
  const t = useMessages(guidMessages);
  const appT = useT();
  const { copyText } = useCopy();
  const optionsState = useToolOptions({
    storageKey: GUID_OPTIONS_KEY,
    version: GUID_OPTIONS_VERSION,
    defaults: GUID_OPTION_DEFAULTS,
    normalize: normalizeGuidOptions,
    label: t('notice.optionsLabel'),
  });
  const { options, setOptions, resetOptions } = optionsState;
  const { drafts, updateDraft, loaded: draftsLoaded } = useGuidDrafts();
  const generation = useUuidGeneration(options, drafts.names);
  const { problem, progress, generate, cancel } = generation;
  const list = useSortedList(generation.list, options.sort);
  const style = useMemo(() => formatStyleOf(options), [options]);
  const [tab, setTab] = useState('inspect');
  const narrow = Grid.useBreakpoint().lg === false;
  const clearLegacyBatch = useCallback(() => updateDraft({ batch: '' }), [updateDraft]);
  const inspectRef = useRef<InputRef>(null);
  const inspectCardRef = useRef<HTMLDivElement>(null);
  const generatorRef = useRef<HTMLDivElement>(null);

  const focusInspector = useCallback(() => {
    setTab('inspect');
    inspectCardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The input takes focus only once it is shown: the tab committed and the page hydrated,
    // which on a slow phone comes later than any fixed delay. And a closing dialog (the
    // palette that chose 解析 GUID) gives focus back to what opened it once its animation
    // ends. So focus is asked for on every frame for a while, until the user clicks or types.
    const started = performance.now();
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('pointerdown', stop, { capture: true });
      document.removeEventListener('keydown', stop, { capture: true });
    };
    const take = () => {
      const input = inspectRef.current?.input;
      if (input && document.activeElement !== input) inspectRef.current?.focus();
      if (performance.now() - started < FOCUS_FOR_MS) frame = requestAnimationFrame(take);
      else stop();
    };
    document.addEventListener('pointerdown', stop, { capture: true });
    document.addEventListener('keydown', stop, { capture: true });
    frame = requestAnimationFrame(take);
  }, []);

  // Palette actions and ?action=… links, on what the screen holds once its saved work is read.
  useToolAction(
    guidTool,
    {
      generate: () => generate(),
      // Switching the version regenerates the list (useUuidGeneration follows the request).
      v7: () => setOptions({ version: '7' }),
      // The inspector reads whatever its input holds; the action brings it into view.
      parse: focusInspector,
    },
    draftsLoaded && generation.loaded,
  );

  // Ctrl/⌘+Enter anywhere regenerates; so does plain Enter on the page or in a generator field.
  useMainActionShortcut(() => void generate(), { plainEnterIn: generatorRef });

  const separator = options.separator as SeparatorId;
  const copyAll = () =>
    void copyText(
      joinUuids(list.uuids, style, separator),
      appT('common.copiedCount', { count: list.uuids.length }),
    );

  const download = (kind: 'txt' | 'csv') => {
    const base = `uuid-${list.version === 'nil' || list.version === 'max' ? list.version : `v${list.version}`}-${list.uuids.length}`;
    if (kind === 'txt') {
      const text = joinUuids(list.uuids, style, separator);
      downloadBlob(`${base}.txt`, separator === 'newline' ? `${text}\n` : text);
      return;
    }
    const header = list.names
      ? [t('csv.index'), t('csv.name'), t('csv.uuid')]
      : [t('csv.index'), t('csv.uuid')];
    const rows = list.uuids.map((uuid, index) => {
      const formatted = formatUuid(uuid, style);
      return list.names
        ? [String(index + 1), list.names[index], formatted]
        : [String(index + 1), formatted];
    });
    downloadBlob(`${base}.csv`, toCsv(header, rows), 'text/csv;charset=utf-8');
  };

  const inspect = (uuid: string) => {
    updateDraft({ inspect: uuid });
    focusInspector();
  };

  const optionsCard = (
    <Card title={t('options.title')} size="small">
      <GeneratorOptions
        options={options}
        setOptions={setOptions}
        names={drafts.names}
        onNamesChange={(names) => updateDraft({ names })}
        problem={problem}
      />
    </Card>
  );
  const formatCard = (
    <Card
      title={t('format.title')}
      size="small"
      extra={
        <Button
          type="link"
          size="small"
          title={t('format.resetHint')}
          onClick={() => resetOptions(FORMAT_OPTION_KEYS)}
        >
          {t('format.reset')}
        </Button>
      }
    >
      <FormatOptions options={options} setOptions={setOptions} />
    </Card>
  );
  const resultCard = (
    <Card title={t('result.title')} size="small">
      <ResultPanel
        list={list}
        requestKey={generation.requestKey}
        style={style}
        progress={progress}
        problem={problem}
        onRegenerate={() => void generate()}
        onCancel={cancel}
        onCopyAll={copyAll}
        onDownload={download}
        onCopyOne={(text) => void copyText(text)}
        onInspect={inspect}
      />
    </Card>
  );
  const toolsCard = (
    <div ref={inspectCardRef}>
      <Card title={t('inspect.title')} size="small">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'inspect',
              label: t('inspect.tab'),
              children: (
                <InspectPanel
                  text={drafts.inspect}
                  onChange={(inspectText) => updateDraft({ inspect: inspectText })}
                  inputRef={inspectRef}
                />
              ),
            },
            {
              key: 'batch',
              label: t('batch.tab'),
              children: <BatchPanel legacy={drafts.batch} clearLegacy={clearLegacyBatch} />,
            },
            {
              key: 'snowflake',
              label: t('snowflake.tab'),
              children: (
                <SnowflakePanel
                  options={options}
                  setOptions={setOptions}
                  text={drafts.snowflake}
                  onChange={(snowflake) => updateDraft({ snowflake })}
                />
              ),
            },
            {
              key: 'ulid',
              label: t('ulid.tab'),
              children: (
                <UlidPanel
                  options={options}
                  setOptions={setOptions}
                  text={drafts.ulid}
                  onChange={(ulid) => updateDraft({ ulid })}
                />
              ),
            },
            {
              key: 'nanoid',
              label: t('nanoid.tab'),
              children: <NanoidPanel options={options} setOptions={setOptions} />,
            },
          ]}
        />
      </Card>
    </div>
  );

  return (
    <div className="guid-page">
      <LinkOptionsNotice state={optionsState} />
      {narrow ? (
        // One column on a phone: the generated list right under the options that make it,
        // the format options after it.
        <div className="guid-column">
          <div ref={generatorRef}>{optionsCard}</div>
          {resultCard}
          {formatCard}
          {toolsCard}
        </div>
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={10}>
            <div ref={generatorRef} className="guid-column">
              {optionsCard}
              {formatCard}
            </div>
          </Col>
          <Col span={14}>
            <div className="guid-column">
              {resultCard}
              {toolsCard}
            </div>
          </Col>
        </Row>
      )}
    </div>
  );
}
