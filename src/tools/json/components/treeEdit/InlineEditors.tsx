import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { Input } from '../../../../app/ui/inputs';
import { useState, type KeyboardEvent } from 'react';
import type { JsonTranslate } from '../../messages';

export type ValueKind = 'string' | 'number' | 'true' | 'false' | 'null' | 'json';
const KINDS: ValueKind[] = ['string', 'number', 'true', 'false', 'null', 'json'];

/** The JSON text of what was typed, by kind: a number goes exactly as written. */
export function valueJson(kind: ValueKind, text: string): string {
  if (kind === 'string') return JSON.stringify(text);
  if (kind === 'number' || kind === 'json') return text;
  return kind;
}

interface EditorProps<T> {
  t: JsonTranslate;
  onCommit: (value: T) => void;
  onCancel: () => void;
}

/** Enter saves, Esc cancels; keys stay inside (the tree's own keys must not act meanwhile). */
function keysOf(save: () => void, cancel: () => void) {
  return (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };
}

function Buttons({ t, save, cancel }: { t: JsonTranslate; save: () => void; cancel: () => void }) {
  return (
    <>
      <Button
        size="small"
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        aria-label={t('treeEdit.save')}
        onClick={save}
      />
      <Button
        size="small"
        icon={<CloseOutlined aria-hidden />}
        aria-label={t('treeEdit.cancel')}
        onClick={cancel}
      />
    </>
  );
}

/** Renames a key in place. */
export function KeyEditor({
  t,
  initial,
  onCommit,
  onCancel,
}: EditorProps<string> & { initial: string }) {
  const [key, setKey] = useState(initial);
  const save = () => onCommit(key);
  return (
    <span className="json-tree-editor" onClick={(event) => event.stopPropagation()}>
      <Input
        size="small"
        autoFocus
        value={key}
        aria-label={t('treeEdit.keyLabel')}
        onChange={(event) => setKey(event.target.value)}
        onKeyDown={keysOf(save, onCancel)}
        onFocus={(event) => event.target.select()}
        className="json-tree-key-input"
      />
      <Buttons t={t} save={save} cancel={onCancel} />
    </span>
  );
}

/** Edits a value in place: its kind chosen beside it, the text typed as that kind. */
export function ValueEditor({
  t,
  initialKind,
  initialText,
  onCommit,
  onCancel,
}: EditorProps<string> & { initialKind: ValueKind; initialText: string }) {
  const [kind, setKind] = useState(initialKind);
  const [text, setText] = useState(initialText);
  const save = () => onCommit(valueJson(kind, text));
  const typed = kind === 'string' || kind === 'number' || kind === 'json';
  return (
    <span className="json-tree-editor" onClick={(event) => event.stopPropagation()}>
      <Select
        size="small"
        value={kind}
        aria-label={t('treeEdit.kindLabel')}
        popupMatchSelectWidth={false}
        onChange={setKind}
        options={KINDS.map((value) => ({ value, label: t(`treeEdit.kind.${value}`) }))}
        className="json-tree-kind"
      />
      {typed && (
        <Input
          size="small"
          autoFocus
          value={text}
          aria-label={t('treeEdit.valueLabel')}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keysOf(save, onCancel)}
          onFocus={(event) => event.target.select()}
          className="json-tree-value-input"
        />
      )}
      <Buttons t={t} save={save} cancel={onCancel} />
    </span>
  );
}
