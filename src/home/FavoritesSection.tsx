import { ArrowLeftOutlined, ArrowRightOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row } from 'antd';
import { useRef, useState, type DragEvent } from 'react';
import { useLanguage, useT } from '../app/i18n/LanguageContext';
import { useUserData } from '../app/state/userData';
import type { ToolManifest } from '../tools/registry';
import { ToolCard } from './ToolCard';

const DRAG_TYPE = 'application/x-toolbox-favorite';

/** Pinned tools in the user's order: drag a card, or use the arrow buttons (keyboard). */
export function FavoritesSection({ tools }: { tools: readonly ToolManifest[] }) {
  const t = useT();
  const language = useLanguage();
  const { favorites, moveFavorite } = useUserData();
  const [dragging, setDragging] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const pinned = favorites
    .map((id) => tools.find((tool) => tool.id === id))
    .filter((tool): tool is ToolManifest => tool !== undefined);

  const move = (tool: ToolManifest, toIndex: number, focusButton?: 'before' | 'after') => {
    // Positions count only tools that exist, so map back to the stored list's index.
    const target = pinned[Math.max(0, Math.min(pinned.length - 1, toIndex))];
    moveFavorite(tool.id, favorites.indexOf(target.id));
    const name = tool.text[language].title;
    setAnnouncement(t('home.favorites.moved', { name, position: toIndex + 1 }));
    if (focusButton) {
      // The button pressed may become disabled at either end: keep focus on the card's other one.
      requestAnimationFrame(() => {
        const card = list.current?.querySelector<HTMLElement>(`[data-favorite="${tool.id}"]`);
        const wanted = card?.querySelector<HTMLButtonElement>(`.favorite-move-${focusButton}`);
        const other = card?.querySelector<HTMLButtonElement>(
          `.favorite-move-${focusButton === 'before' ? 'after' : 'before'}`,
        );
        (wanted && !wanted.disabled ? wanted : other)?.focus();
      });
    }
  };

  const onDrop = (event: DragEvent, target: ToolManifest) => {
    event.preventDefault();
    const id = event.dataTransfer.getData(DRAG_TYPE) || dragging;
    const tool = pinned.find((item) => item.id === id);
    setDragging(null);
    if (tool && tool.id !== target.id) move(tool, pinned.indexOf(target));
  };

  return (
    <section aria-labelledby="home-favorites-title" className="home-section">
      <div className="home-section-head">
        <h2 id="home-favorites-title" className="home-section-title">
          {t('home.favorites')}
        </h2>
        {pinned.length > 1 && (
          <span className="home-section-note text-secondary">{t('home.favorites.hint')}</span>
        )}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {pinned.length === 0 ? (
        <Empty
          className="home-empty"
          image={<StarOutlined aria-hidden className="home-empty-icon" />}
          description={t('home.favorites.empty')}
        />
      ) : (
        <div ref={list}>
          <Row gutter={[16, 16]} className="favorites-list">
            {pinned.map((tool, index) => {
              const name = tool.text[language].title;
              return (
                <Col
                  key={tool.id}
                  xs={24}
                  sm={12}
                  xl={8}
                  data-favorite={tool.id}
                  draggable
                  className={dragging === tool.id ? 'favorite-item is-dragging' : 'favorite-item'}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_TYPE, tool.id);
                    event.dataTransfer.effectAllowed = 'move';
                    setDragging(tool.id);
                  }}
                  onDragEnd={() => setDragging(null)}
                  onDragOver={(event) => {
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                  }}
                  onDrop={(event) => onDrop(event, tool)}
                >
                  <ToolCard
                    tool={tool}
                    extra={
                      <>
                        <Button
                          type="text"
                          size="small"
                          className="favorite-move-before"
                          icon={<ArrowLeftOutlined aria-hidden />}
                          aria-label={t('home.favorites.moveBefore', { name })}
                          disabled={index === 0}
                          onClick={() => move(tool, index - 1, 'before')}
                        />
                        <Button
                          type="text"
                          size="small"
                          className="favorite-move-after"
                          icon={<ArrowRightOutlined aria-hidden />}
                          aria-label={t('home.favorites.moveAfter', { name })}
                          disabled={index === pinned.length - 1}
                          onClick={() => move(tool, index + 1, 'after')}
                        />
                      </>
                    }
                  />
                </Col>
              );
            })}
          </Row>
        </div>
      )}
    </section>
  );
}
