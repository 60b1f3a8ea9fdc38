import { CaretDownOutlined, CaretRightOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_VISIBLE_ROWS, NodeKind, type TreeRow, type TreeShape } from '../core';
import type { JsonTranslate } from '../messages';
import type { FoldAction, OutputPayload } from '../worker/protocol';
import type { TreeClient } from '../worker/treeClient';
import { useFixedRows } from './useFixedRows';

const ROW_HEIGHT = 26;
/** Rows fetched beyond the shown ones on each side, so that scrolling rarely waits. */
const FETCH_MARGIN = 60;
/** Rows kept on the page; beyond this the cache starts over from what is on screen. */
const CACHE_LIMIT = 5000;

interface TreeViewProps {
  /** The tree as built: node count, visible rows and the first of them. */
  initial: { nodes: number; shape: TreeShape; rows: TreeRow[] };
  client: TreeClient;
  t: JsonTranslate;
  onCopy: (text: string, what: string) => void;
  onCopyPayload: (payload: OutputPayload, what: string) => void;
}

interface Selection {
  id: number;
  row: number;
}

/**
 * Collapsible, virtualised tree. The document, its index and the folding stay in the tree
 * worker; this view holds only the rows on screen (and a margin), fetched as it scrolls.
 */
export function TreeView({ initial, client, t, onCopy, onCopyPayload }: TreeViewProps) {
  const [visibleCount, setVisibleCount] = useState(initial.shape.visibleCount);
  const cache = useRef(new Map(initial.rows.map((row, at) => [at, row])));
  /** Bumped when the folding changes: rows fetched before it are thrown away. */
  const generation = useRef(0);
  const [filled, setFilled] = useState(0);
  const [selected, setSelected] = useState<Selection>({ id: 0, row: 0 });
  const [path, setPath] = useState('$');
  const [hits, setHits] = useState<number[] | null>(null);
  const [hitAt, setHitAt] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const hitSet = new Set(hits ?? []);

  const {
    rows: items,
    totalHeight,
    scrollToRow,
  } = useFixedRows(scrollRef, visibleCount, ROW_HEIGHT, 24);
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;

  const store = useCallback((from: number, rows: TreeRow[]) => {
    if (rows.length === 0) return;
    if (cache.current.size + rows.length > CACHE_LIMIT) cache.current = new Map();
    rows.forEach((row, at) => cache.current.set(from + at, row));
    setFilled((n) => n + 1);
  }, []);

  // Fetch the shown rows the page does not have yet.
  useEffect(() => {
    let missing = false;
    for (let row = first; row <= last && !missing; row += 1) missing = !cache.current.has(row);
    if (!missing) return;
    const asked = generation.current;
    const from = Math.max(0, first - FETCH_MARGIN);
    void client.rows(from, last + 1 + FETCH_MARGIN).then((rows) => {
      if (rows && asked === generation.current) store(from, rows);
    });
  }, [first, last, visibleCount, filled, client, store]);

  useEffect(() => {
    let current = true;
    void client.path(selected.id).then((found) => current && found !== undefined && setPath(found));
    return () => {
      current = false;
    };
  }, [selected.id, client]);

  const scrollTo = (row: number, align: 'auto' | 'center' = 'auto') =>
    requestAnimationFrame(() => scrollToRow(row, align));

  /** Changes the folding in the worker and takes the rows around what stays on screen. */
  const fold = async (action: FoldAction, id: number, selectedId = selected.id) => {
    const span = Math.max(items.length, 40) + 2 * FETCH_MARGIN;
    const from = Math.max(0, first - FETCH_MARGIN);
    const result = await client.fold({ action, id, selected: selectedId, from, to: from + span });
    if (!result) return undefined;
    generation.current += 1;
    cache.current = new Map();
    store(result.from, result.rows);
    setVisibleCount(result.shape.visibleCount);
    return result;
  };

  const toggle = async (id: number, row: number) => {
    const result = await fold('toggle', id);
    // Closing an ancestor of the selection selects the closed node.
    if (result)
      setSelected(result.shape.row >= 0 ? { id: selected.id, row: result.shape.row } : { id, row });
  };

  const foldAll = async (action: 'expandAll' | 'collapseAll') => {
    const result = await fold(action, 0);
    if (!result) return;
    const next =
      result.shape.row >= 0 ? { id: selected.id, row: result.shape.row } : { id: 0, row: 0 };
    setSelected(next);
    scrollTo(next.row, 'center');
  };

  /** Unfolds the ancestors of a node, selects it and scrolls it into view. */
  const reveal = async (id: number) => {
    const result = await fold('reveal', id, id);
    if (!result || result.shape.row < 0) return;
    setSelected({ id, row: result.shape.row });
    scrollTo(result.shape.row, 'center');
  };

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

  const selectRow = async (row: number) => {
    const target = Math.max(0, Math.min(visibleCount - 1, row));
    const known = cache.current.get(target) ?? (await client.rows(target, target + 1))?.[0];
    if (!known) return;
    setSelected({ id: known.id, row: target });
    scrollTo(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = cache.current.get(selected.row);
    const folds = current !== undefined && current.kind <= NodeKind.Array && current.childCount > 0;
    if (event.key === 'ArrowDown') void selectRow(selected.row + 1);
    else if (event.key === 'ArrowUp') void selectRow(selected.row - 1);
    else if (event.key === 'ArrowRight' && folds && !current.open)
      void toggle(current.id, selected.row);
    else if (event.key === 'ArrowLeft' && folds && current.open)
      void toggle(current.id, selected.row);
    else if (event.key === 'ArrowLeft' && current && current.parent >= 0)
      void reveal(current.parent);
    else if (event.key === 'Enter' && folds) void toggle(current.id, selected.row);
    else return;
    event.preventDefault();
  };

  const copyValue = async () => {
    const payload = await client.value(selected.id);
    if (payload) onCopyPayload(payload, t('tree.valueCopied'));
  };

  return (
    <div className="json-tree">
      <div className="json-tree-toolbar">
        <Input.Search
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
            onClick={() => void foldAll('expandAll')}
            disabled={initial.nodes > MAX_VISIBLE_ROWS}
          >
            {t('tree.expandAll')}
          </Button>
          <Button size="small" onClick={() => void foldAll('collapseAll')}>
            {t('tree.collapseAll')}
          </Button>
        </Space>
      </div>
      <div className="json-tree-selection">
        <Typography.Text code className="json-tree-path" title={path}>
          {path}
        </Typography.Text>
        <Space size={4} wrap>
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
          ref={scrollRef}
          className="json-tree-scroll"
          role="tree"
          aria-label={t('tree.label')}
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          <div style={{ height: totalHeight, position: 'relative' }}>
            {items.map((item) => {
              const row = cache.current.get(item.index);
              return row ? (
                <TreeRowView
                  key={row.id}
                  row={row}
                  t={t}
                  top={item.top}
                  selected={row.id === selected.id}
                  hit={hitSet.has(row.id)}
                  onToggle={() => void toggle(row.id, item.index)}
                  onSelect={() => setSelected({ id: row.id, row: item.index })}
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
    </div>
  );
}

interface TreeRowViewProps {
  row: TreeRow;
  t: JsonTranslate;
  top: number;
  selected: boolean;
  hit: boolean;
  onToggle: () => void;
  onSelect: () => void;
}

const KIND_CLASS = ['object', 'array', 'string', 'number', 'boolean', 'boolean', 'null'];

function TreeRowView({ row, t, top, selected, hit, onToggle, onSelect }: TreeRowViewProps) {
  const container = row.kind <= NodeKind.Array;
  const folds = container && row.childCount > 0;
  const preview = container
    ? `${row.kind === NodeKind.Object ? '{…}' : '[…]'} ${t(row.kind === NodeKind.Object ? 'tree.keys' : 'tree.items', { count: row.childCount })}`
    : row.preview;
  return (
    <div
      role="treeitem"
      aria-level={row.depth + 1}
      aria-expanded={folds ? row.open : undefined}
      aria-selected={selected}
      className={`json-tree-row${selected ? ' is-selected' : ''}${hit ? ' is-hit' : ''}`}
      style={{ transform: `translateY(${top}px)`, paddingInlineStart: 4 + row.depth * 16 }}
      onClick={onSelect}
      onDoubleClick={() => folds && onToggle()}
    >
      {folds ? (
        <button
          type="button"
          className="json-tree-toggle"
          aria-label={row.open ? t('tree.collapse') : t('tree.expand')}
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            onToggle();
          }}
        >
          {row.open ? <CaretDownOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
        </button>
      ) : (
        <span className="json-tree-toggle-space" />
      )}
      <span className={row.isKey ? 'json-tree-key' : 'json-tree-index'}>{row.label}</span>
      <span className="json-tree-colon">:</span>
      <span className={`json-tree-value is-${KIND_CLASS[row.kind]}`}>{preview}</span>
    </div>
  );
}
