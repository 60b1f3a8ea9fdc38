import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Input, Popconfirm, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useMessages } from '../../../app/i18n/LanguageContext';
import type { ComparisonDoc } from '../core';
import { compareMessages } from '../messages';

interface Props {
  open: boolean;
  comparisons: ComparisonDoc[];
  currentId: string;
  onClose: () => void;
  onOpen: (id: string) => void;
  onRename: (id: string, name: string) => void;
  onDuplicate: (doc: ComparisonDoc) => void;
  onDelete: (doc: ComparisonDoc) => void;
}

/** The list of saved comparisons: open, rename, duplicate, delete. */
export function SavedComparisons(props: Props) {
  const { open, comparisons, currentId, onClose, onOpen, onRename, onDuplicate, onDelete } = props;
  const t = useMessages(compareMessages);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const sorted = [...comparisons].sort((a, b) => b.updatedAt - a.updatedAt);

  const commitRename = () => {
    if (editing && editing.name.trim() !== '') onRename(editing.id, editing.name.trim());
    setEditing(null);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('saved.title')}
      size={Math.min(420, window.innerWidth)}
      className="cmp-saved-drawer"
    >
      {sorted.length === 0 && <Empty description={t('saved.empty')} />}
      <ul className="cmp-saved-list">
        {sorted.map((doc) => (
          <li key={doc.id} className={doc.id === currentId ? 'cmp-saved-current' : undefined}>
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
                {doc.id === currentId && <Tag className="cmp-best-tag">{t('saved.current')}</Tag>}
                <Typography.Text type="secondary" className="cmp-small">
                  {t('saved.offers', { count: doc.offers.length })} ·{' '}
                  {t('saved.updated', { date: dayjs(doc.updatedAt).format('YYYY-MM-DD HH:mm') })}
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
              <Popconfirm
                title={t('saved.deleteConfirm', { name: doc.name })}
                onConfirm={() => onDelete(doc)}
                okText={t('saved.delete')}
                okButtonProps={{ danger: true }}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`${t('saved.delete')} ${doc.name}`}
                />
              </Popconfirm>
            </div>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
