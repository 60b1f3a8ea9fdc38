import { history, redo, undo } from '@codemirror/commands';
import { EditorState, type Transaction, type TransactionSpec } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../core/textEdit';
import { changesSince, historySeed, type TrailStep } from './editorHistory';

/** An editor state with history, stepped like a view would be, keeping the trail. */
function editor(doc: string) {
  let state = EditorState.create({ doc, extensions: [history()] });
  const trail: TrailStep[] = [];
  const take = (tr: Transaction) => {
    if (tr.docChanged) trail.push({ before: tr.startState.doc, changes: tr.changes });
    state = tr.state;
  };
  const command = (run: typeof undo) => run({ state, dispatch: take });
  return {
    text: () => state.doc.toString(),
    doc: () => state.doc,
    trail,
    change: (spec: TransactionSpec) => take(state.update(spec)),
    undo: () => command(undo),
    redo: () => command(redo),
  };
}

describe('changesSince', () => {
  it('gives the changes from an earlier text to the current one, through undo too', () => {
    const base = '{"a": 1, "b": [1, 2]}';
    const view = editor(base);
    view.change({ changes: { from: 6, to: 7, insert: '10' } });
    view.change({ changes: { from: 0, to: 0, insert: ' ' } });
    const edits = changesSince(view.trail, view.doc(), base)!;
    expect(applyTextEdits(base, edits)).toBe(view.text());

    const middle = view.text();
    view.undo();
    expect(applyTextEdits(middle, changesSince(view.trail, view.doc(), middle)!)).toBe(view.text());
    expect(changesSince(view.trail, view.doc(), view.text())).toEqual([]);
    expect(changesSince(view.trail, view.doc(), 'never shown')).toBeNull();
  });
});

describe('historySeed', () => {
  it('makes each earlier step one undo step, ending on the current text', () => {
    const steps = ['', '{"name": 1}', '{"title": 1}'];
    const current = '{"title": 1, "x": 2}';
    const view = editor(current);
    for (const spec of historySeed(current, steps)) view.change(spec);
    expect(view.text()).toBe(current);
    expect(view.undo()).toBe(true);
    expect(view.text()).toBe('{"title": 1}');
    view.undo();
    expect(view.text()).toBe('{"name": 1}');
    view.undo();
    expect(view.text()).toBe('');
    expect(view.undo()).toBe(false);
    view.redo();
    view.redo();
    view.redo();
    expect(view.text()).toBe(current);
  });
});
