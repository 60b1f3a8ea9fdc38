import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../app/i18n/LanguageContext';
import { FavoriteToggle } from '../app/layout/FavoriteToggle';
import type { ToolManifest } from '../tools/registry';

/**
 * One dashboard card: icon, name and one-line description. The link is stretched over the
 * whole card (so the card opens the tool) while the star and any `extra` buttons sit above
 * it: buttons nested inside a link would be invalid and unreachable for screen readers.
 * A styled box rather than antd's Card, which would bring its tabs into the home page's
 * first load (issue 19).
 */
export function ToolCard({ tool, extra }: { tool: ToolManifest; extra?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const title = tool.text[language].title;
  return (
    <div className="tool-card" data-tool={tool.id}>
      <div className="tool-card-body">
        <span className="tool-card-icon" aria-hidden>
          {createElement(tool.icon, { 'aria-hidden': true })}
        </span>
        <div className="tool-card-text">
          <Link
            to={tool.path}
            aria-label={t('home.open', { name: title })}
            className="tool-card-link"
            draggable={false}
          >
            {title}
          </Link>
          <p className="tool-card-description text-secondary">{tool.text[language].description}</p>
        </div>
        <div className="tool-card-actions">
          <FavoriteToggle toolId={tool.id} toolName={title} size="small" />
        </div>
      </div>
      {extra && <div className="tool-card-actions tool-card-extra">{extra}</div>}
    </div>
  );
}
