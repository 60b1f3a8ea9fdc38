import { StarFilled, StarOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Tooltip } from 'antd';
import { useT } from '../i18n/LanguageContext';
import { useUserData } from '../state/userData';

/** The star that pins a tool: on each home card and in each tool's header. */
export function FavoriteToggle({
  toolId,
  toolName,
  size = 'middle',
}: {
  toolId: string;
  toolName: string;
  size?: 'small' | 'middle';
}) {
  const t = useT();
  const { message } = AntdApp.useApp();
  const { isFavorite, toggleFavorite } = useUserData();
  const pinned = isFavorite(toolId);
  const label = pinned
    ? t('home.star.remove', { name: toolName })
    : t('home.star.add', { name: toolName });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size={size}
        className={pinned ? 'favorite-toggle favorite-toggle-on' : 'favorite-toggle'}
        icon={pinned ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
        aria-label={label}
        aria-pressed={pinned}
        onClick={(event) => {
          // On a card the star sits inside the card's link: pinning must not open the tool.
          event.preventDefault();
          event.stopPropagation();
          const nowPinned = toggleFavorite(toolId);
          message.success(
            t(nowPinned ? 'home.star.added' : 'home.star.removed', { name: toolName }),
          );
        }}
      />
    </Tooltip>
  );
}
