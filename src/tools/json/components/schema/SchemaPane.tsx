import { FolderOpenOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Card, Progress, Select, Space, Tabs, Typography } from 'antd';
import { Input } from '../../../../app/ui/inputs';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { SCHEMA_DRAFTS, type SchemaDraftChoice } from '../../core/schema/types';
import { useMessages } from '../../../../app/i18n/LanguageContext';
import type { JsonTranslate } from '../../messages';
import { schemaMessages, type SchemaMessageKey } from './schemaMessages';
import type { InputText } from '../../largeText';
import { formatSize } from '../../sizeText';
import { LIVE_MAX, useLiveResults } from '../../useLiveResults';
import type { JobText } from '../../worker/protocol';
import { useJsonWorker } from '../../worker/useJsonWorker';
import type { CodeEditorHandle } from '../CodeEditor';
import { EncodingDialog } from '../EncodingDialog';
import { CodeEditor } from '../LazyCodeEditor';
import { SchemaResults, type SchemaOutcome } from './SchemaResults';
import { useSchemaFileOpen } from './useSchemaFileOpen';
import { freeName, useSchemaFiles } from './useSchemaFiles';
import './schema.css';

interface SchemaPaneProps {
  readInput: () => JobText;
  /** The input as saved: validation follows it (and the schema files) once asked for. */
  input: InputText;
  lenient: boolean;
  draft: SchemaDraftChoice;
  onDraftChange: (draft: SchemaDraftChoice) => void;
  /** The input editor, which a clicked issue moves to. */
  editorRef: RefObject<CodeEditorHandle | null>;
  t: JsonTranslate;
}

/**
 * The JSON Schema tab: schema files in tabs (pasted, opened or generated; `$ref` between them
 * by `$id` or file name), validation of the input against the main one, and generation of a
 * schema from the input. It has a worker of its own, so the validator stays loaded there
 * between validations and never delays the other tabs' jobs.
 */
export function SchemaPane({
  readInput,
  input,
  lenient,
  draft,
  onDraftChange,
  editorRef,
  t,
}: SchemaPaneProps) {
  const s = useMessages(schemaMessages);
  const files = useSchemaFiles(s);
  const { workspace } = files;
  const { run, progress, cancel } = useJsonWorker();
  const [outcome, setOutcome] = useState<SchemaOutcome | null>(null);
  /** The input the shown outcome was asked on: over LIVE_MAX it can fall behind, and says so. */
  const [outcomeInput, setOutcomeInput] = useState<InputText | null>(null);
  const [generated, setGenerated] = useState<string | null>(null);
  const schemaEditor = useRef<CodeEditorHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { message } = AntdApp.useApp();
  const active = workspace.files[workspace.active];
  const opener = useSchemaFileOpen(files.add, s, t);

  const validate = async () => {
    // The open file as typed this instant (the editor reports edits after a pause).
    const current = schemaEditor.current?.read();
    const list = workspace.files.map((file, i) =>
      i === workspace.active && current !== undefined ? { ...file, text: current } : file,
    );
    if (list[workspace.main].text.trim() === '') {
      setOutcome({ kind: 'problems', problems: [{ code: 'noSchema', params: {} }] });
      setOutcomeInput(input);
      return;
    }
    const askedOn = input;
    const done = await run({
      op: 'schemaValidate',
      text: readInput(),
      lenient,
      files: list,
      main: workspace.main,
      draft,
    });
    if (done.status === 'failed') setOutcome({ kind: 'failed', failure: done.failure });
    else if (done.status === 'done')
      setOutcome(
        done.result.problems.length > 0
          ? { kind: 'problems', problems: done.result.problems }
          : { kind: 'done', result: done.result },
      );
    if (done.status !== 'cancelled') setOutcomeInput(askedOn);
  };

  // Once the main schema has text, the result follows edits of the document and of the
  // schemas, up to LIVE_MAX, like the other tabs (the runner changes whenever a schema or an
  // option does). Without a schema there is nothing to check yet: 校验 says so when clicked.
  const hasSchema = workspace.files[workspace.main].text.trim() !== '';
  const latestValidate = useRef(validate);
  useEffect(() => {
    latestValidate.current = validate;
  });
  const runner = useMemo(
    () => (hasSchema ? () => void latestValidate.current() : null),
    // Each of these changes what validation reads, so each makes a new run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hasSchema, workspace.files, workspace.main, draft, lenient],
  );
  const notLive = useLiveResults({ input, extra: '', runner, ready: files.loaded });
  const stale = outcome !== null && outcomeInput !== input;
  const validateNow = () => void validate();

  const generate = async () => {
    const askedOn = input;
    const done = await run({ op: 'schemaGenerate', text: readInput(), lenient });
    if (done.status === 'failed') {
      setOutcome({ kind: 'failed', failure: done.failure });
      setOutcomeInput(askedOn);
    } else if (done.status === 'done') {
      const { output } = done.result;
      setGenerated(output.blob ? await output.blob.text() : output.preview);
    }
  };

  const useGenerated = () => {
    if (generated === null) return;
    const name = freeName(workspace.files, 'generated.schema.json');
    files.add([{ name, text: generated }], true);
    setGenerated(null);
    void message.success(s('schema.usedGenerated', { name }));
  };

  return (
    <Card size="small" className="json-pane json-schema-pane" title={s('schema.title')}>
      <Space wrap className="json-schema-toolbar">
        <Select
          value={draft}
          onChange={onDraftChange}
          aria-label={s('schema.draft')}
          style={{ width: 164 }}
          options={SCHEMA_DRAFTS.map((value) => ({
            value,
            label: s(`schema.draft.${value}` as SchemaMessageKey),
          }))}
        />
        <Select
          value={workspace.main}
          onChange={files.setMain}
          aria-label={s('schema.main')}
          style={{ width: 180 }}
          options={workspace.files.map((file, i) => ({
            value: i,
            label: `${s('schema.main')}: ${file.name}`,
          }))}
        />
        <Button type="primary" onClick={validateNow} disabled={!!progress}>
          {s('schema.validate')}
        </Button>
        <Button onClick={() => void generate()} disabled={!!progress}>
          {s('schema.generate')}
        </Button>
        <Button
          icon={<FolderOpenOutlined aria-hidden />}
          onClick={() => fileInput.current?.click()}
        >
          {s('schema.open')}
        </Button>
      </Space>
      {opener.choice && (
        <EncodingDialog
          key={opener.choice.file.name}
          choice={opener.choice}
          onChoose={opener.choose}
          onCancel={opener.skip}
          t={t}
        />
      )}
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json,application/schema+json"
        multiple
        hidden
        aria-label={s('schema.open')}
        onChange={(event) => {
          void opener.open([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Tabs
        type="editable-card"
        size="small"
        activeKey={String(workspace.active)}
        onChange={(key) => files.open(Number(key))}
        onEdit={(key, action) => {
          if (action === 'add') files.add([{ name: 'schema.json', text: '' }]);
          else files.remove(Number(key));
        }}
        locale={{
          addAriaLabel: s('schema.addFile'),
          removeAriaLabel: s('schema.removeFile'),
          dropdownAriaLabel: s('schema.files'),
        }}
        items={workspace.files.map((file, i) => ({
          key: String(i),
          label: file.name,
        }))}
      />
      <Input
        value={active.name}
        onChange={(event) => files.rename(workspace.active, event.target.value)}
        addonBefore={s('schema.fileName')}
        aria-label={s('schema.fileName')}
        title={s('schema.fileNameHelp')}
        className="json-schema-name"
      />
      <div className="json-input-area json-schema-area">
        <CodeEditor
          key={workspace.active}
          ref={schemaEditor}
          value={active.text}
          onChange={(text) => files.setText(workspace.active, text)}
          label={s('schema.editorLabel')}
          placeholder={s('schema.placeholder')}
          onSubmit={validateNow}
        />
      </div>
      {progress && (
        <div className="json-schema-progress">
          <span>{s(`running.${progress.op}` as SchemaMessageKey)}</span>
          <Progress percent={Math.round((progress.fraction ?? 0) * 100)} size="small" />
          <Button size="small" onClick={cancel}>
            {t('output.cancel')}
          </Button>
        </div>
      )}
      {generated !== null && (
        <div className="json-schema-generated">
          <Space wrap>
            <span>{s('schema.generated')}</span>
            <Button type="primary" size="small" onClick={useGenerated}>
              {s('schema.useGenerated')}
            </Button>
          </Space>
          <pre className="json-schema-preview">{generated}</pre>
        </div>
      )}
      {notLive && runner && (
        <Typography.Paragraph
          type="secondary"
          className="json-live-off"
          data-testid="json-schema-live-off"
        >
          {s(stale ? 'schema.liveOffStale' : 'schema.liveOff', { size: formatSize(LIVE_MAX) })}{' '}
          <Button size="small" onClick={validateNow} disabled={!!progress}>
            {s('schema.revalidate')}
          </Button>
        </Typography.Paragraph>
      )}
      {outcome && (
        <SchemaResults
          outcome={outcome}
          onReveal={(offset) => editorRef.current?.reveal(offset)}
          s={s}
          t={t}
        />
      )}
    </Card>
  );
}
