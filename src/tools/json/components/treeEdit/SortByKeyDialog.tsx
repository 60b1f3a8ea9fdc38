import { Modal, Radio, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { Input } from '../../../../app/ui/inputs';
import type { SortOrder } from '../../core/edit';
import type { JsonTranslate } from '../../messages';
import type { TreeClient } from '../../worker/treeClient';

interface SortByKeyDialogProps {
  /** The array's node and JSONPath. */
  node: number;
  path: string;
  client: TreeClient;
  t: JsonTranslate;
  onSort: (by: string, order: SortOrder) => Promise<boolean>;
  onClose: () => void;
}

/** Items looked at for the keys offered: enough for any hand-made list, quick on large ones. */
const KEYS_FROM_ITEMS = 200;

/** The keys of the array's first object items, offered as the user types (any key may be typed). */
async function keysOf(client: TreeClient, node: number): Promise<string[]> {
  const value = await client.value(node);
  if (!value || value.blob) return [];
  try {
    const items: unknown = JSON.parse(value.preview);
    if (!Array.isArray(items)) return [];
    const keys = new Set<string>();
    for (const item of items.slice(0, KEYS_FROM_ITEMS))
      if (item && typeof item === 'object' && !Array.isArray(item))
        for (const key of Object.keys(item)) keys.add(key);
    return [...keys];
  } catch {
    // A cut preview is not JSON: the key is typed without suggestions.
    return [];
  }
}

/**
 * Asks for the key an array of objects is sorted by and the direction; the sort is one edit
 * (undone at once). Stays open when the sort is refused, with the reason shown by the page.
 */
export function SortByKeyDialog({ node, path, client, t, onSort, onClose }: SortByKeyDialogProps) {
  const [key, setKey] = useState('');
  const [order, setOrder] = useState<SortOrder>('asc');
  const [keys, setKeys] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  useEffect(() => {
    let current = true;
    void keysOf(client, node).then((found) => {
      if (!current) return;
      setKeys(found);
      setKey((typed) => typed || (found[0] ?? ''));
    });
    return () => {
      current = false;
    };
  }, [client, node]);

  const sort = async () => {
    setBusy(true);
    const done = await onSort(key, order);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={t('treeEdit.sortByKeyTitle', { path })}
      okText={t('treeEdit.sortByKeyOk')}
      cancelText={t('treeEdit.cancel')}
      okButtonProps={{ disabled: key === '', loading: busy }}
      onOk={() => void sort()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('treeEdit.sortByKeyHint')}</Typography.Paragraph>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Input
          autoFocus
          value={key}
          onChange={(event) => setKey(event.target.value)}
          onPressEnter={() => key !== '' && void sort()}
          aria-label={t('treeEdit.sortByKeyLabel')}
          addonBefore={t('treeEdit.sortByKeyLabel')}
          list={listId}
        />
        <datalist id={listId}>
          {keys.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Radio.Group
          value={order}
          onChange={(event) => setOrder(event.target.value as SortOrder)}
          aria-label={t('treeEdit.sortByKeyOrder')}
          options={[
            { value: 'asc', label: t('treeEdit.sortAscShort') },
            { value: 'desc', label: t('treeEdit.sortDescShort') },
          ]}
        />
      </Space>
    </Modal>
  );
}
