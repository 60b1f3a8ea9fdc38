import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { NodeKind, type TreeRow } from '../../core';
import type { JsonTranslate } from '../../messages';

export type TreeAction =
  | 'editKey'
  | 'editValue'
  | 'insertBefore'
  | 'insertAfter'
  | 'insertInside'
  | 'duplicate'
  | 'moveUp'
  | 'moveDown'
  | 'sortAsc'
  | 'sortDesc'
  | 'sortByKey'
  | 'paste'
  | 'delete';

/** What can be done to a row: the root has no siblings, only containers hold or sort members. */
export function actionsFor(row: TreeRow): TreeAction[] {
  const member = row.parent >= 0;
  const container = row.kind <= NodeKind.Array;
  const actions: TreeAction[] = [];
  if (row.isKey) actions.push('editKey');
  actions.push('editValue');
  if (member) actions.push('insertBefore', 'insertAfter');
  if (container) actions.push('insertInside');
  if (member) actions.push('duplicate');
  if (member && row.index > 0) actions.push('moveUp');
  if (member && row.index < row.siblings - 1) actions.push('moveDown');
  if (container && row.childCount > 1) actions.push('sortAsc', 'sortDesc');
  // Arrays of objects sort by a member's value (asked in a dialog).
  if (row.kind === NodeKind.Array && row.childCount > 1) actions.push('sortByKey');
  actions.push('paste');
  if (member) actions.push('delete');
  return actions;
}

/** The key that does the same in the tree (shown beside the item, so it can be learnt). */
const SHORTCUTS: Partial<Record<TreeAction, string>> = {
  editKey: 'F2',
  moveUp: 'Alt+↑',
  moveDown: 'Alt+↓',
  delete: 'Delete',
};

/** The menu of a row; `count` nodes are selected (delete takes them all). */
export function treeMenu(
  row: TreeRow,
  count: number,
  t: JsonTranslate,
  onAction: (action: TreeAction, row: TreeRow) => void,
): MenuProps {
  return {
    items: actionsFor(row).map((action) => ({
      key: action,
      danger: action === 'delete',
      extra: SHORTCUTS[action],
      label:
        action === 'delete' && count > 1
          ? t('treeEdit.deleteCount', { count })
          : t(`treeEdit.${action}`),
    })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      onAction(key as TreeAction, row);
    },
  };
}

/** The row's "⋯" button: the way to every edit on a touch screen (no double-click there). */
export function RowMenuButton({ menu, t }: { menu: MenuProps; t: JsonTranslate }) {
  return (
    <Dropdown menu={menu} trigger={['click']}>
      <Button
        size="small"
        type="text"
        className="json-tree-row-menu"
        icon={<MoreOutlined aria-hidden />}
        aria-label={t('treeEdit.menu')}
        tabIndex={-1}
        onDoubleClick={(event) => event.stopPropagation()}
      />
    </Dropdown>
  );
}
