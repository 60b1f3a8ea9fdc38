import { CopyOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Space, Typography } from 'antd';
import { SearchInput } from '../../../app/ui/inputs';
import { useEffect, useState } from 'react';
import { MAX_VISIBLE_ROWS, type TreeRow, type TreeShape } from '../core';
import type { JsonTranslate } from '../messages';
import type { OutputPayload } from '../worker/protocol';
import type { TreeClient } from '../worker/treeClient';
import { KeyEditor, ValueEditor } from './treeEdit/InlineEditors';
import { PasteDialog } from './treeEdit/PasteDialog';
import { SortByKeyDialog } from './treeEdit/SortByKeyDialog';
import { RowMenuButton, treeMenu } from './treeEdit/treeMenu';
import { useTreeEditing, type TreeEditHandlers } from './treeEdit/useTreeEditing';
import { TreeRowView } from './TreeRowView';
import { useTreeNavigation } from './useTreeNavigation';
import './treeEdit/treeEdit.css';

interface TreeViewProps {
  /** The tree as built: node count, visible rows and the first of them. */
  initial: {
    nodes: number;
    shape: TreeShape;
    rows: TreeRow[];
    from?: number;
    selected?: number;
    followed?: boolean;
    scrollTop?: number;
  };
  client: TreeClient;
  /** Edits, undo and redo (the input editor's); without them the tree is read-only. */
  editor?: TreeEditHandlers;
  t: JsonTranslate;
  onCopy: (text: string, what: string) => void;
  onCopyPayload: (payload: OutputPayload, what: string) => void;
}

/**
 * Collapsible, virtualised tree with search and copy of the selected node's path or value.
 * The document, its index and the folding stay in the tree worker (useTreeNavigation).
 */
export function TreeView({ initial, client, editor, t, onCopy, onCopyPayload }: TreeViewProps) {
  const nav = useTreeNavigation(initial, client);
  const { selected, path, reveal } = nav;
  const edit = useTreeEditing(nav, client, editor ?? READ_ONLY);
  const { editing, setEditing, editNext, marked } = edit;
  const selectedRow = nav.rowAt(selected.row);

  // After an edit (a new `initial`, same view): the tree keeps the keyboard, and an insert
  // opens the new node's key (in an object) or value.
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (shown === initial) return;
    setShown(initial);
    const field = editNext.current;
    editNext.current = null;
    // The new node's value is "" (an array item has no key to open instead).
    if (field === 'key' && initial.selected !== undefined)
      setEditing({ id: initial.selected, field });
    else if (field === 'value' && initial.selected !== undefined)
      setEditing({ id: initial.selected, field, kind: 'string', text: '' });
    else setEditing(null);
    // Not when the change came from typing in the input editor: the keyboard stays there.
    const active = document.activeElement;
    const scroll = nav.scrollRef.current;
    const typing =
      active?.matches('input, textarea, [contenteditable="true"]') &&
      !scroll?.closest('.json-tree')?.contains(active);
    // Nor when the view was opened again (the keyboard stays on the tab just chosen).
    if (scroll && !typing && initial.scrollTop === undefined) scroll.focus({ preventScroll: true });
  }, [initial, shown, editNext, setEditing, nav.scrollRef]);

  // Where the view is, so that the tree follows the input's text (undo, typing) from there.
  const track = (editor ?? READ_ONLY).track;
  const firstRow = Math.max(0, (nav.items[0]?.index ?? 0) - TRACK_MARGIN);
  const { scrollTop } = nav;
  useEffect(
    () => track({ selected: selected.id, from: firstRow, scrollTop }),
    [track, selected.id, firstRow, scrollTop],
  );
  useEffect(() => () => track(null), [track]);
  const [hits, setHits] = useState<number[] | null>(null);
  const [hitAt, setHitAt] = useState(0);
  const hitSet = new Set(hits ?? []);

  const search = async (query: string) => {
    if (!query.trim()) {
      setHits(null);
      return;
    }
    const found = await client.search(query.trim());
    setHits(found);
    setHitAt(0);
    if (found.length > 0) await reveal(found[0]);
  };

  const stepHit = (delta: number) => {
    if (!hits || hits.length === 0) return;
    const next = (hitAt + delta + hits.length) % hits.length;
    setHitAt(next);
    void reveal(hits[next]);
  };

  const copyValue = async () => {
    const payload = await client.value(selected.id);
    if (payload) onCopyPayload(payload, t('tree.valueCopied'));
  };

  return (
    <div className="json-tree">
      <div className="json-tree-toolbar">
        <SearchInput
          allowClear
          placeholder={t('tree.searchPlaceholder')}
          aria-label={t('tree.search')}
          onSearch={(query) => void search(query)}
          className="json-tree-search"
        />
        {hits && (
          <Space size={4}>
            <Typography.Text type={hits.length ? undefined : 'secondary'}>
              {hits.length
                ? t('tree.hitOf', { at: hitAt + 1, total: hits.length })
                : t('tree.noHits')}
            </Typography.Text>
            <Button size="small" onClick={() => stepHit(-1)} disabled={!hits.length}>
              {t('tree.previous')}
            </Button>
            <Button size="small" onClick={() => stepHit(1)} disabled={!hits.length}>
              {t('tree.next')}
            </Button>
          </Space>
        )}
        <Space size={4} className="json-tree-fold">
          <Button
            size="small"
            onClick={() => void nav.foldAll('expandAll')}
            disabled={initial.nodes > MAX_VISIBLE_ROWS}
          >
            {t('tree.expandAll')}
          </Button>
          <Button size="small" onClick={() => void nav.foldAll('collapseAll')}>
            {t('tree.collapseAll')}
          </Button>
        </Space>
      </div>
      <div className="json-tree-selection">
        <Typography.Text code className="json-tree-path" title={path}>
          {path}
        </Typography.Text>
        <Space size={4} wrap>
          {editor && selectedRow && (
            <Dropdown
              menu={treeMenu(selectedRow, Math.max(1, marked.size), t, edit.act)}
              trigger={['click']}
            >
              <Button size="small" className="json-tree-actions">
                {marked.size > 1
                  ? t('treeEdit.selectedCount', { count: marked.size })
                  : t('treeEdit.actions')}
                <DownOutlined aria-hidden />
              </Button>
            </Dropdown>
          )}
          <Button
            size="small"
            icon={<CopyOutlined aria-hidden />}
            onClick={() => onCopy(path, t('tree.pathCopied'))}
          >
            {t('tree.copyPath')}
          </Button>
          <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => void copyValue()}>
            {t('tree.copyValue')}
          </Button>
        </Space>
      </div>
      {initial.nodes === 0 ? (
        <Empty />
      ) : (
        <div
          ref={nav.scrollRef}
          className="json-tree-scroll"
          role="tree"
          aria-label={t('tree.label')}
          aria-multiselectable={editor ? true : undefined}
          tabIndex={0}
          onKeyDown={(event) => {
            // Keys typed in a row's editor, select or buttons are theirs, not the tree's.
            if (event.target !== event.currentTarget) return;
            if (!editor || !edit.onKeyDown(event)) nav.onKeyDown(event);
          }}
        >
          <div style={{ height: nav.totalHeight, position: 'relative' }}>
            {nav.items.map((item) => {
              const row = nav.rowAt(item.index);
              const inPlace = editing?.id === row?.id ? editing : null;
              return row ? (
                <TreeRowView
                  key={row.id}
                  row={row}
                  t={t}
                  top={item.top}
                  selected={row.id === selected.id}
                  hit={hitSet.has(row.id)}
                  marked={marked.size > 0 ? marked.has(row.id) : undefined}
                  drop={
                    edit.dropOn?.id === row.id
                      ? edit.dropOn.after
                        ? 'after'
                        : 'before'
                      : undefined
                  }
                  onToggle={() => void nav.toggle(row.id, item.index)}
                  onSelect={(event) => void edit.click(event, row, item.index)}
                  {...(editor && {
                    onEditKey: () => edit.act('editKey', row),
                    onEditValue: () => edit.act('editValue', row),
                    drag: edit.drag(row),
                    menu: (
                      <RowMenuButton
                        t={t}
                        menu={treeMenu(row, marked.has(row.id) ? marked.size : 1, t, edit.act)}
                      />
                    ),
                    keyEditor:
                      inPlace?.field !== 'key' ? undefined : (
                        <KeyEditor
                          t={t}
                          initial={inPlace.text ?? row.label}
                          onCommit={(key) => void edit.commit(row, key)}
                          onCancel={() => setEditing(null)}
                        />
                      ),
                    valueEditor:
                      inPlace?.field !== 'value' || !inPlace.kind ? undefined : (
                        <ValueEditor
                          t={t}
                          initialKind={inPlace.kind}
                          initialText={inPlace.text ?? ''}
                          onCommit={(value) => void edit.commit(row, value)}
                          onCancel={() => setEditing(null)}
                        />
                      ),
                  })}
                />
              ) : (
                <div
                  key={`row-${item.index}`}
                  className="json-tree-row is-loading"
                  style={{ transform: `translateY(${item.top}px)` }}
                  aria-hidden
                />
              );
            })}
          </div>
        </div>
      )}
      {edit.pasteAt && (
        <PasteDialog
          path={path}
          t={t}
          onPaste={(fragment) => edit.paste(edit.pasteAt!, fragment)}
          onClose={edit.closePaste}
        />
      )}
      {edit.sortAt && (
        <SortByKeyDialog
          node={edit.sortAt.id}
          path={path}
          client={client}
          t={t}
          onSort={(by, order) => edit.sortByKey(edit.sortAt!, by, order)}
          onClose={edit.closeSort}
        />
      )}
    </div>
  );
}

/** Rows before the first on screen that come back with the followed tree. */
const TRACK_MARGIN = 30;

const READ_ONLY: TreeEditHandlers = {
  edit: async () => false,
  undo: () => {},
  redo: () => {},
  track: () => {},
};
