import { ClearOutlined, FileTextOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Switch, Tooltip, Typography } from 'antd';
import { useRef, useState, type DragEvent, type Ref } from 'react';
import { sizeOf, type InputText } from '../largeText';
import type { JsonTranslate } from '../messages';
import type { CodeEditorHandle, EditorMark } from './CodeEditor';
import { CodeEditor } from './LazyCodeEditor';

/** A large input can still be put in the editor up to this size (beyond, the editor stalls). */
const EDITABLE_MAX = 20 * 1024 * 1024;

interface InputPaneProps {
  value: InputText;
  onChange: (value: string) => void;
  /** A paste too large for the editor: it becomes the whole input. */
  onLargePaste: (text: string) => void;
  /** Puts a large input in the editor after all. */
  onEdit: () => void;
  editorRef: Ref<CodeEditorHandle>;
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
  t: JsonTranslate;
}

export function formatSize(chars: number): string {
  if (chars < 1024) return `${chars} B`;
  if (chars < 1024 * 1024) return `${(chars / 1024).toFixed(1)} KB`;
  return `${(chars / 1024 / 1024).toFixed(1)} MB`;
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
    t,
  } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const size = sizeOf(value);

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
          <Tooltip title={t('input.lenientHelp')}>
            <span className="json-switch">
              <Switch
                size="small"
                checked={lenient}
                onChange={onLenientChange}
                aria-label={t('input.lenient')}
              />
              <span aria-hidden>{t('input.lenient')}</span>
            </span>
          </Tooltip>
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
      <div
        className={`json-input-area${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {typeof value !== 'string' ? (
          <div className="json-large">
            <Alert
              type="info"
              showIcon
              title={t('input.largeTitle', {
                name: value.name ?? t('input.pasted'),
                size: formatSize(size),
              })}
              description={t('input.largeDetail')}
            />
            <Typography.Paragraph className="json-large-head" type="secondary">
              {value.head.slice(0, 600)}…
            </Typography.Paragraph>
            <Space wrap>
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
            mark={mark}
            jsonSyntax={jsonSyntax}
            label={t('input.label')}
            placeholder={t('input.placeholder')}
            onSubmit={onSubmit}
          />
        )}
      </div>
      <Typography.Text type="secondary" className="json-pane-foot">
        {t('input.size', { size: formatSize(size) })}
        {notSaved ? ` · ${t('input.notSaved')}` : ''} · {t('input.shortcut')}
      </Typography.Text>
    </Card>
  );
}
