import { Card } from 'antd';
import type { Ref } from 'react';
import type { JsonTranslate } from '../messages';
import type { CodeEditorHandle, EditorMark } from './CodeEditor';
import { CodeEditor } from './LazyCodeEditor';

interface ComparePaneProps {
  value: string;
  onChange: (value: string) => void;
  editorRef: Ref<CodeEditorHandle>;
  /** A syntax error found in the new JSON. */
  mark: EditorMark | null;
  onSubmit: () => void;
  t: JsonTranslate;
}

/** The 对比 tab's second editor: the new JSON compared with the input. */
export function ComparePane({ value, onChange, editorRef, mark, onSubmit, t }: ComparePaneProps) {
  return (
    <Card size="small" className="json-pane" title={t('diff.compareTitle')}>
      <div className="json-input-area json-compare-area">
        <CodeEditor
          ref={editorRef}
          value={value}
          onChange={onChange}
          mark={mark}
          label={t('diff.compareLabel')}
          placeholder={t('diff.comparePlaceholder')}
          onSubmit={onSubmit}
        />
      </div>
    </Card>
  );
}
