import {
  ClearOutlined,
  DownloadOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
} from '@ant-design/icons';
import { App as AntdApp, Alert, Button, Card, Space, Tooltip, Typography } from 'antd';
import { useMemo, useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import { downloadBlob } from '../../../app/ui/download';
import { EDITABLE_MAX, sizeOf, type InputText } from '../largeText';
import type { LargeHistory } from '../useLargeEdit';
import { formatSize, utf8Length } from '../sizeText';
import type { JsonTranslate } from '../messages';
import type { InputSource } from '../fileText';
import type { CodeEditorHandle, EditorMark } from './CodeEditor';
import type { EditorHighlights } from './search/searchHighlights';
import { encodingName } from './EncodingDialog';
import { CodeEditor } from './LazyCodeEditor';
import { OptionSwitch } from './OptionSwitch';

interface InputPaneProps {
  value: InputText;
  onChange: (value: string) => void;
  /** A paste too large for the editor: it becomes the whole input. */
  onLargePaste: (text: string) => void;
  /** Puts a large input in the editor after all. */
  onEdit: () => void;
  editorRef: RefObject<CodeEditorHandle | null>;
  mark: EditorMark | null;
  lenient: boolean;
  onLenientChange: (lenient: boolean) => void;
  onFile: (file: File) => void;
  onSample: () => void;
  onSubmit: () => void;
  /** Whether the text is JSON (syntax colours) or another format being converted. */
  jsonSyntax: boolean;
  /** The text is too large to be kept as a draft. */
  notSaved: boolean;
  /** The file the input was opened from and its encoding, or null. */
  source: InputSource | null;
  /** 查找替换: its button among the pane's buttons, its bar above the editor, its marks. */
  search?: { button: ReactNode; bar: ReactNode; highlights: EditorHighlights | null };
  /** Undo and redo of a large input's edits (made in the tree, not in the editor). */
  largeHistory: LargeHistory;
  t: JsonTranslate;
}

export function InputPane(props: InputPaneProps) {
  const {
    value,
    onChange,
    onLargePaste,
    onEdit,
    editorRef,
    mark,
    lenient,
    onLenientChange,
    onFile,
    onSample,
    onSubmit,
    jsonSyntax,
    notSaved,
    source,
    search,
    largeHistory,
    t,
  } = props;
  const { message } = AntdApp.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Undo/redo cover typing and edits made in the tree (the editor's one history); a large
  // input's edits have a history of their own.
  const [editorHistory, setHistory] = useState({ undo: false, redo: false });
  const large = typeof value !== 'string';
  const history = large ? largeHistory.steps : editorHistory;
  const size = sizeOf(value);
  // Shown in bytes like files; a string is measured only when it changes.
  const bytes = useMemo(
    () => (typeof value === 'string' ? utf8Length(value) : value.blob.size),
    [value],
  );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <Card
      size="small"
      className="json-pane"
      title={t('input.title')}
      extra={
        <Space size={4} wrap>
          {search?.button}
          <Tooltip title={t('history.undoTitle')}>
            <Button
              size="small"
              disabled={!history.undo}
              onClick={() => (large ? largeHistory.undo() : editorRef.current?.undo())}
            >
              {t('history.undo')}
            </Button>
          </Tooltip>
          <Tooltip title={t('history.redoTitle')}>
            <Button
              size="small"
              disabled={!history.redo}
              onClick={() => (large ? largeHistory.redo() : editorRef.current?.redo())}
            >
              {t('history.redo')}
            </Button>
          </Tooltip>
          <OptionSwitch
            size="small"
            checked={lenient}
            onChange={onLenientChange}
            label={t('input.lenient')}
            help={t('input.lenientHelp')}
          />
          <Button
            size="small"
            icon={<FolderOpenOutlined aria-hidden />}
            onClick={() => fileInput.current?.click()}
          >
            {t('input.open')}
          </Button>
          <Button size="small" icon={<FileTextOutlined aria-hidden />} onClick={onSample}>
            {t('input.sample')}
          </Button>
          <Button
            size="small"
            icon={<ClearOutlined aria-hidden />}
            onClick={() => onChange('')}
            disabled={size === 0}
          >
            {t('input.clear')}
          </Button>
        </Space>
      }
    >
      <input
        ref={fileInput}
        type="file"
        hidden
        aria-label={t('input.open')}
        data-testid="json-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      {search?.bar}
      <div
        className={`json-input-area${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        // A file pasted (copied in a file manager) opens like a dropped one; before the editor sees it.
        onPasteCapture={(event) => {
          const file = [...event.clipboardData.files].find((f) => !f.type.startsWith('image/'));
          if (!file) return;
          event.preventDefault();
          event.stopPropagation();
          onFile(file);
        }}
      >
        {typeof value !== 'string' ? (
          <div className="json-large">
            <Alert
              type="info"
              showIcon
              title={t('input.largeTitle', {
                name: value.name ?? t('input.pasted'),
                size: formatSize(bytes),
              })}
              description={t('input.largeDetail')}
            />
            <Typography.Paragraph className="json-large-head" type="secondary">
              {value.head.slice(0, 600)}…
            </Typography.Paragraph>
            <Space wrap>
              <Button
                icon={<DownloadOutlined aria-hidden />}
                onClick={() => {
                  const name = value.name ?? 'input.json';
                  downloadBlob(name, value.blob);
                  message.success(t('output.downloaded', { name }));
                }}
              >
                {t('input.download')}
              </Button>
              {size <= EDITABLE_MAX && <Button onClick={onEdit}>{t('input.showInEditor')}</Button>}
              <Button onClick={() => onChange('')}>{t('input.clear')}</Button>
            </Space>
          </div>
        ) : (
          <CodeEditor
            ref={editorRef}
            value={value}
            onChange={onChange}
            onLargePaste={onLargePaste}
            onHistory={setHistory}
            mark={mark}
            jsonSyntax={jsonSyntax}
            label={t('input.label')}
            placeholder={t('input.placeholder')}
            onSubmit={onSubmit}
            highlights={search?.highlights}
          />
        )}
      </div>
      <Typography.Text type="secondary" className="json-pane-foot">
        {t('input.size', { size: formatSize(bytes) })}
        {source &&
          ` · ${t('encoding.label', { name: encodingName(t, source.encoding) })}${t(`encoding.how.${source.how}`)}`}
        {notSaved ? ` · ${t('input.notSaved')}` : ''} · {t('input.shortcut')}
      </Typography.Text>
    </Card>
  );
}
