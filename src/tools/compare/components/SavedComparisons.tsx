import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Drawer, Empty, Typography } from 'antd';
import { Input } from '../../../app/ui/inputs';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import type { ComparisonDoc } from '../core';
import { compareMessages } from '../messages';

interface ListProps {
  comparisons: ComparisonDoc[];
  currentId: string;
  onClose: () => void;
  onOpen: (id: string) => void;
  onRename: (id: string, name: string) => void;
  onDuplicate: (doc: ComparisonDoc) => void;
  onDelete: (doc: ComparisonDoc) => void;
}

interface Props extends ListProps {
  open: boolean;
}

/** A row's height before it is measured (a name on one line, the details on the next). */
const ROW_ESTIMATE = 72;

/**
 * The list of saved comparisons: open, rename, duplicate, delete. A deletion asks nothing: it
 * happens at once and its notice offers 撤销. The list is virtualised and the drawer renders
 * nothing while closed, as the library holds thousands of comparisons.
 */
export function SavedComparisons({ open, ...list }: Props) {
  const t = useMessages(compareMessages);
  return (
    <Drawer
      open={open}
      onClose={list.onClose}
      title={t('saved.titleCount', { count: list.comparisons.length })}
      size={Math.min(420, window.innerWidth)}
      className="cmp-saved-drawer"
      destroyOnHidden
      styles={{ body: { display: 'flex', flexDirection: 'column', paddingBlock: 0 } }}
    >
      {list.comparisons.length === 0 ? (
        <Empty description={t('saved.empty')} />
      ) : (
        <SavedList {...list} />
      )}
    </Drawer>
  );
}

/** Mounted with the drawer's content, so the virtualiser finds its scroll element at once. */
function SavedList(props: ListProps) {
  const { comparisons, currentId, onClose, onOpen, onRename, onDuplicate, onDelete } = props;
  const t = useMessages(compareMessages);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const sorted = useMemo(
    () => [...comparisons].sort((a, b) => b.updatedAt - a.updatedAt),
    [comparisons],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => sorted[index].id,
    overscan: 8,
  });

  const commitRename = () => {
    if (editing && editing.name.trim() !== '') onRename(editing.id, editing.name.trim());
    setEditing(null);
  };

  return (
    <div
      ref={scrollRef}
      // Focusable, so the list scrolls by keyboard past the rows on screen.
      tabIndex={0}
      style={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', paddingBlock: 12 }}
    >
      <ul
        className="cmp-saved-list"
        aria-label={t('saved.title')}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const doc = sorted[item.index];
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={sorted.length}
              aria-posinset={item.index + 1}
              className={doc.id === currentId ? 'cmp-saved-current' : undefined}
              style={{ position: 'absolute', insetInline: 0, top: item.start }}
            >
              {editing?.id === doc.id ? (
                <Input
                  autoFocus
                  aria-label={t('saved.renamePrompt')}
                  value={editing.name}
                  maxLength={100}
                  onChange={(event) => setEditing({ id: doc.id, name: event.target.value })}
                  onPressEnter={commitRename}
                  onBlur={commitRename}
                />
              ) : (
                <button
                  type="button"
                  className="cmp-saved-open"
                  onClick={() => {
                    onOpen(doc.id);
                    onClose();
                  }}
                >
                  <span className="cmp-saved-name">{doc.name}</span>
                  {doc.id === currentId && (
                    <span className="cmp-tag cmp-best-tag">{t('saved.current')}</span>
                  )}
                  <Typography.Text type="secondary" className="cmp-small">
                    {t('saved.offers', { count: doc.offers.length })} ·{' '}
                    {t('saved.updated', {
                      date: dayjs(doc.updatedAt).format('YYYY-MM-DD HH:mm'),
                    })}
                  </Typography.Text>
                </button>
              )}
              <div className="cmp-saved-actions">
                <Button
                  type="text"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={`${t('saved.rename')} ${doc.name}`}
                  onClick={() => setEditing({ id: doc.id, name: doc.name })}
                />
                <Button
                  type="text"
                  icon={<CopyOutlined aria-hidden />}
                  aria-label={`${t('saved.duplicate')} ${doc.name}`}
                  onClick={() => onDuplicate(doc)}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`${t('saved.delete')} ${doc.name}`}
                  onClick={() => onDelete(doc)}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
