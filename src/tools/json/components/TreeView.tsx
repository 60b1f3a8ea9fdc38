import { CaretDownOutlined, CaretRightOutlined, CopyOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Empty, Input, Space, Typography } from 'antd';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  containersDeeperThan,
  NodeKind,
  nodeKey,
  nodePath,
  visibleRows,
  type TreeIndex,
} from '../core';
import type { JsonTranslate } from '../messages';
import { valueForCopy } from './treeValue';

const ROW_HEIGHT = 26;
/** Bigger documents start folded below the second level, so the first screen is readable. */
const FOLD_ABOVE_NODES = 2000;
/** Huge documents start with only the top level open (a million visible rows would stall layout). */
const TOP_LEVEL_ONLY_ABOVE_NODES = 100_000;
/** "全部展开" is offered up to this many nodes. */
const EXPAND_ALL_MAX_NODES = 200_000;

interface TreeViewProps {
  index: TreeIndex;
  text: string;
  t: JsonTranslate;
  onCopy: (text: string, what: string) => void;
  onSearch: (query: string) => Promise<number[]>;
}

function initialCollapsed(index: TreeIndex): Set<number> {
  if (index.count > TOP_LEVEL_ONLY_ABOVE_NODES) return containersDeeperThan(index, 1);
  return index.count > FOLD_ABOVE_NODES ? containersDeeperThan(index, 2) : new Set();
}

/** Collapsible, virtualised tree of the whole document: only the visible rows are in the DOM. */
export function TreeView({ index, text, t, onCopy, onSearch }: TreeViewProps) {
  const [collapsed, setCollapsed] = useState(() => initialCollapsed(index));
  const [selected, setSelected] = useState(0);
  const [hits, setHits] = useState<number[] | null>(null);
  const [hitAt, setHitAt] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => visibleRows(index, collapsed), [index, collapsed]);
  const rowOf = (id: number) => Math.max(0, rows.indexOf(id));
  const hitSet = useMemo(() => new Set(hits ?? []), [hits]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 24,
  });

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Unfolds the ancestors of a node, selects it and scrolls it into view. */
  const reveal = (id: number) => {
    const next = new Set(collapsed);
    for (let p = index.parent[id]; p >= 0; p = index.parent[p]) next.delete(p);
    setCollapsed(next);
    setSelected(id);
    const row = visibleRows(index, next).indexOf(id);
    requestAnimationFrame(() => virtualizer.scrollToIndex(row, { align: 'center' }));
  };

  const search = async (query: string) => {
    if (!query.trim()) {
      setHits(null);
      return;
    }
    const found = await onSearch(query.trim());
    setHits(found);
    setHitAt(0);
    if (found.length > 0) reveal(found[0]);
  };

  const stepHit = (delta: number) => {
    if (!hits || hits.length === 0) return;
    const next = (hitAt + delta + hits.length) % hits.length;
    setHitAt(next);
    reveal(hits[next]);
  };

  const isContainer = (id: number) => index.kind[id] <= NodeKind.Array && index.childCount[id] > 0;

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rowOf(selected);
    let target: number | undefined;
    if (event.key === 'ArrowDown') target = rows[Math.min(rows.length - 1, row + 1)];
    else if (event.key === 'ArrowUp') target = rows[Math.max(0, row - 1)];
    else if (event.key === 'ArrowRight' && isContainer(selected) && collapsed.has(selected))
      toggle(selected);
    else if (event.key === 'ArrowLeft') {
      if (isContainer(selected) && !collapsed.has(selected)) toggle(selected);
      else if (index.parent[selected] >= 0) target = index.parent[selected];
    } else if (event.key === 'Enter' && isContainer(selected)) toggle(selected);
    else return;
    event.preventDefault();
    if (target !== undefined) {
      setSelected(target);
      virtualizer.scrollToIndex(rowOf(target));
    }
  };

  const selectedPath = nodePath(index, text, selected);

  return (
    <div className="json-tree">
      <div className="json-tree-toolbar">
        <Input.Search
          allowClear
          placeholder={t('tree.searchPlaceholder')}
          aria-label={t('tree.search')}
          onSearch={search}
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
            onClick={() => setCollapsed(new Set())}
            disabled={index.count > EXPAND_ALL_MAX_NODES}
          >
            {t('tree.expandAll')}
          </Button>
          <Button size="small" onClick={() => setCollapsed(containersDeeperThan(index, 1))}>
            {t('tree.collapseAll')}
          </Button>
        </Space>
      </div>
      <div className="json-tree-selection">
        <Typography.Text code className="json-tree-path" title={selectedPath}>
          {selectedPath}
        </Typography.Text>
        <Space size={4} wrap>
          <Button
            size="small"
            icon={<CopyOutlined />}
            onClick={() => onCopy(selectedPath, t('tree.pathCopied'))}
          >
            {t('tree.copyPath')}
          </Button>
          <Button
            size="small"
            icon={<CopyOutlined />}
            onClick={() => onCopy(valueForCopy(index, text, selected), t('tree.valueCopied'))}
          >
            {t('tree.copyValue')}
          </Button>
        </Space>
      </div>
      {index.count === 0 ? (
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
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const id = rows[item.index];
              return (
                <TreeRow
                  key={id}
                  id={id}
                  index={index}
                  text={text}
                  t={t}
                  top={item.start}
                  open={!collapsed.has(id)}
                  selected={id === selected}
                  hit={hitSet.has(id)}
                  onToggle={toggle}
                  onSelect={setSelected}
                />
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

const PREVIEW_CHARS = 300;

interface TreeRowProps {
  id: number;
  index: TreeIndex;
  text: string;
  t: JsonTranslate;
  top: number;
  open: boolean;
  selected: boolean;
  hit: boolean;
  onToggle: (id: number) => void;
  onSelect: (id: number) => void;
}

const KIND_CLASS = ['object', 'array', 'string', 'number', 'boolean', 'boolean', 'null'];

function TreeRow({
  id,
  index,
  text,
  t,
  top,
  open,
  selected,
  hit,
  onToggle,
  onSelect,
}: TreeRowProps) {
  const kind = index.kind[id];
  const container = kind <= NodeKind.Array;
  const count = index.childCount[id];
  const key = nodeKey(index, text, id);
  const label = key !== null ? key : index.parent[id] >= 0 ? String(index.indexInParent[id]) : '$';
  const start = index.start[id];
  const end = index.end[id];
  const preview = container
    ? `${kind === NodeKind.Object ? '{…}' : '[…]'} ${t(kind === NodeKind.Object ? 'tree.keys' : 'tree.items', { count })}`
    : text.slice(start, Math.min(end, start + PREVIEW_CHARS)) +
      (end - start > PREVIEW_CHARS ? '…' : '');
  return (
    <div
      role="treeitem"
      aria-level={index.depth[id] + 1}
      aria-expanded={container && count > 0 ? open : undefined}
      aria-selected={selected}
      className={`json-tree-row${selected ? ' is-selected' : ''}${hit ? ' is-hit' : ''}`}
      style={{ transform: `translateY(${top}px)`, paddingInlineStart: 4 + index.depth[id] * 16 }}
      onClick={() => onSelect(id)}
      onDoubleClick={() => container && count > 0 && onToggle(id)}
    >
      {container && count > 0 ? (
        <button
          type="button"
          className="json-tree-toggle"
          aria-label={open ? t('tree.collapse') : t('tree.expand')}
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            onToggle(id);
          }}
        >
          {open ? <CaretDownOutlined /> : <CaretRightOutlined />}
        </button>
      ) : (
        <span className="json-tree-toggle-space" />
      )}
      <span className={key !== null ? 'json-tree-key' : 'json-tree-index'}>{label}</span>
      <span className="json-tree-colon">:</span>
      <span className={`json-tree-value is-${KIND_CLASS[kind]}`}>{preview}</span>
    </div>
  );
}
