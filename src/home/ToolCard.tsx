import { Card, Typography } from 'antd';
import { createElement } from 'react';
import { Link } from 'react-router';
import { useT } from '../app/i18n/LanguageContext';
import type { ToolDefinition } from '../tools/registry';

/** One dashboard card: icon, name and one-line description; the whole card opens the tool. */
export function ToolCard({ tool }: { tool: ToolDefinition }) {
  const t = useT();
  const title = t(tool.titleKey);
  return (
    <Link to={tool.path} aria-label={t('home.open', { name: title })} className="tool-card-link">
      <Card hoverable className="tool-card" data-tool={tool.id}>
        <Card.Meta
          avatar={<span className="tool-card-icon">{createElement(tool.icon)}</span>}
          title={title}
          description={<Typography.Text type="secondary">{t(tool.descriptionKey)}</Typography.Text>}
        />
      </Card>
    </Link>
  );
}
