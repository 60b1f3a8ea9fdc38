import { useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { NodeKind, type TreeRow } from '../../core';
import type { EditOp, SortOrder } from '../../core/edit';
import type { TreeClient } from '../../worker/treeClient';
import type { ValueKind } from './InlineEditors';
import type { TreeAction } from './treeMenu';
import type { TreeEditRequest } from './useTreeEdit';

/** The tree view's selected node and the first row it has on screen. */
export interface TreeViewPlace {
  selected: number;
  from: number;
  /** The scroll box's position, restored when the view opens again on the same tree. */
  scrollTop: number;
}

export interface TreeEditHandlers {
  edit: (request: TreeEditRequest) => Promise<boolean>;
  undo: () => void;
  redo: () => void;
  /** The view reports where it is (null: it closed), so the tree follows the text from there. */
  track: (view: TreeViewPlace | null) => void;
}

interface Navigation {
  selected: { id: number; row: number };
  select: (selection: { id: number; row: number }) => void;
  selectRow: (row: number) => Promise<{ row: TreeRow; at: number } | undefined>;
  rowAt: (index: number) => TreeRow | undefined;
}

export interface Editing {
  id: number;
  field: 'key' | 'value';
  kind?: ValueKind;
  text?: string;
}

const KIND_OF: Record<number, ValueKind> = {
  [NodeKind.String]: 'string',
  [NodeKind.Number]: 'number',
  [NodeKind.True]: 'true',
  [NodeKind.False]: 'false',
  [NodeKind.Null]: 'null',
};

/**
 * The tree's editing state and gestures: the node edited in place, the extra nodes selected
 * (Ctrl/⌘-click, Shift-click) for bulk delete, the menu's actions, keys (F2, Enter, Delete,
 * Alt+↑/↓, Ctrl+Z/Ctrl+Shift+Z/Ctrl+Y) and dragging a member within its parent.
 */
export function useTreeEditing(nav: Navigation, client: TreeClient, handlers: TreeEditHandlers) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const [pasteAt, setPasteAt] = useState<TreeRow | null>(null);
  /** The array whose sort-by-key dialog is open. */
  const [sortAt, setSortAt] = useState<TreeRow | null>(null);
  /** After an insert, the new node opens for editing once the tree shows it. */
  const editNext = useRef<Editing['field'] | null>(null);
  const dragged = useRef<TreeRow | null>(null);
  /** The row a dragged sibling would take the place of, and on which side it lands. */
  const [dropOn, setDropOn] = useState<{ id: number; after: boolean } | null>(null);
  /** Where a Shift range began (the visible row), while it grows. */
  const anchor = useRef<number | null>(null);

  const run = async (ops: EditOp[], then?: Editing['field']) => {
    editNext.current = then ?? null;
    const done = await handlers.edit({ ops });
    if (done) setMarked(new Set());
    else editNext.current = null;
    return done;
  };

  const startEdit = async (row: TreeRow, field: Editing['field']) => {
    if (field === 'key') {
      setEditing({ id: row.id, field, text: row.label });
      return;
    }
    const kind = KIND_OF[row.kind] ?? 'json';
    const cut = row.preview.endsWith('…') || kind === 'json';
    let text = row.preview;
    if (cut) text = (await client.value(row.id))?.preview ?? '';
    else if (kind === 'string') text = JSON.parse(row.preview) as string;
    setEditing({
      id: row.id,
      field,
      kind,
      text: kind === 'true' || kind === 'false' || kind === 'null' ? '' : text,
    });
  };

  /** The nodes a delete takes: the marked ones, else the selected one (never the root). */
  const targets = (row: TreeRow) =>
    (marked.has(row.id) ? [...marked] : [row.id]).filter((id) => id > 0);

  const act = (action: TreeAction, row: TreeRow) => {
    const insertField = (inObject: boolean) => (inObject ? 'key' : 'value');
    switch (action) {
      case 'editKey':
        return void startEdit(row, 'key');
      case 'editValue':
        return void startEdit(row, 'value');
      case 'insertBefore':
      case 'insertAfter': {
        const index = row.index + (action === 'insertAfter' ? 1 : 0);
        return void run(
          [{ kind: 'insert', parent: row.parent, index, value: '""' }],
          insertField(row.isKey),
        );
      }
      case 'insertInside':
        return void run(
          [{ kind: 'insert', parent: row.id, index: row.childCount, value: '""' }],
          insertField(row.kind === NodeKind.Object),
        );
      case 'duplicate':
        return void run([{ kind: 'duplicate', node: row.id }]);
      case 'moveUp':
      case 'moveDown':
        return void run([
          { kind: 'move', node: row.id, toIndex: row.index + (action === 'moveUp' ? -1 : 1) },
        ]);
      case 'sortAsc':
      case 'sortDesc':
        return void run([
          { kind: 'sortLevel', node: row.id, order: action === 'sortAsc' ? 'asc' : 'desc' },
        ]);
      case 'sortByKey':
        return setSortAt(row);
      case 'paste':
        return setPasteAt(row);
      case 'delete':
        return void run(targets(row).map((node) => ({ kind: 'delete', node }) as const));
    }
  };

  const commit = async (row: TreeRow, value: string) => {
    const field = editing?.field;
    const op: EditOp =
      field === 'key'
        ? { kind: 'renameKey', node: row.id, key: value }
        : { kind: 'setValue', node: row.id, value };
    if (await run([op])) setEditing(null);
  };

  /** Ctrl/⌘-click adds or removes a node; Shift-click takes the visible rows in between. */
  const click = async (event: MouseEvent, row: TreeRow, at: number) => {
    if (event.ctrlKey || event.metaKey) {
      const next = new Set(marked.size ? marked : [nav.selected.id]);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      setMarked(next);
    } else if (event.shiftKey) {
      await markRange(nav.selected.row, at);
      return;
    } else if (marked.size) setMarked(new Set());
    anchor.current = null;
    nav.select({ id: row.id, row: at });
  };

  /** Marks the visible rows from one to another (both included). */
  const markRange = async (one: number, other: number) => {
    const from = Math.min(one, other);
    const rows = (await client.rows(from, Math.max(one, other) + 1)) ?? [];
    setMarked(new Set(rows.map((r) => r.id)));
  };

  /** Shift+↑/↓: the selection moves and the range from where it began is marked. */
  const extend = async (delta: number) => {
    const start = anchor.current ?? nav.selected.row;
    const moved = await nav.selectRow(nav.selected.row + delta);
    if (!moved) return;
    anchor.current = start;
    await markRange(start, moved.at);
  };

  /** Ctrl+Space / Space: the selected node joins the marked ones, or leaves them. */
  const toggleMark = (row: TreeRow) => {
    const next = new Set(marked);
    if (next.has(row.id)) next.delete(row.id);
    else next.add(row.id);
    anchor.current = null;
    setMarked(next);
  };

  const onKeyDown = (event: KeyboardEvent): boolean => {
    const row = nav.rowAt(nav.selected.row);
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && key === 'z' && !event.shiftKey) handlers.undo();
    else if (mod && (key === 'y' || (key === 'z' && event.shiftKey))) handlers.redo();
    else if (!row) return false;
    else if (event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown'))
      void extend(event.key === 'ArrowUp' ? -1 : 1);
    else if (event.key === ' ' && !event.altKey) toggleMark(row);
    else if (event.key === 'Escape' && marked.size > 0) {
      anchor.current = null;
      setMarked(new Set());
    } else if (event.key === 'F2') void startEdit(row, row.isKey ? 'key' : 'value');
    else if (event.key === 'Enter' && row.kind > NodeKind.Array) void startEdit(row, 'value');
    else if (event.key === 'Delete' && targets(row).length > 0) act('delete', row);
    else if (event.altKey && event.key === 'ArrowUp' && row.parent >= 0 && row.index > 0)
      act('moveUp', row);
    else if (
      event.altKey &&
      event.key === 'ArrowDown' &&
      row.parent >= 0 &&
      row.index < row.siblings - 1
    )
      act('moveDown', row);
    else return false;
    event.preventDefault();
    return true;
  };

  /** Dragging reorders within the parent: rows of other parents do not take the drop. */
  const drag = (row: TreeRow) => ({
    draggable: row.parent >= 0 && editing === null,
    onDragStart: (event: DragEvent) => {
      dragged.current = row;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', row.label);
    },
    onDragOver: (event: DragEvent) => {
      const from = dragged.current;
      if (!from || from.parent !== row.parent || from.id === row.id) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      // Dragged down, the member lands after the row it is dropped on; up, before it.
      const after = from.index < row.index;
      setDropOn((on) => (on?.id === row.id && on.after === after ? on : { id: row.id, after }));
    },
    onDragLeave: () => setDropOn((on) => (on?.id === row.id ? null : on)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = dragged.current;
      dragged.current = null;
      setDropOn(null);
      if (from && from.parent === row.parent && from.id !== row.id)
        void run([{ kind: 'move', node: from.id, toIndex: row.index }]);
    },
    onDragEnd: () => {
      dragged.current = null;
      setDropOn(null);
    },
  });

  return {
    editing,
    setEditing,
    editNext,
    marked,
    pasteAt,
    closePaste: () => setPasteAt(null),
    paste: (row: TreeRow, fragment: string) =>
      handlers.edit({ ops: [], paste: { node: row.id, fragment } }),
    sortAt,
    closeSort: () => setSortAt(null),
    sortByKey: (row: TreeRow, by: string, order: SortOrder) =>
      run([{ kind: 'sortLevel', node: row.id, order, by }]),
    dropOn,
    act,
    commit,
    click,
    onKeyDown,
    drag,
  };
}
