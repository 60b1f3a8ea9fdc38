import { HistoryOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import { createElement } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../app/i18n/LanguageContext';
import { recentTools } from '../app/state/usageLog';
import { useUserData } from '../app/state/userData';
import type { ToolManifest } from '../tools/registry';

const SHOWN = 5;

/** The last tools opened, newest first, from the local usage log. */
export function RecentSection({ tools }: { tools: readonly ToolManifest[] }) {
  const t = useT();
  const language = useLanguage();
  const { usage } = useUserData();
  const recent = recentTools(usage, SHOWN)
    .map(({ tool, at }) => ({ tool: tools.find((item) => item.id === tool), at }))
    .filter((item): item is { tool: ToolManifest; at: number } => item.tool !== undefined);
  const today = dayjs();
  return (
    <section aria-labelledby="home-recent-title" className="home-section home-panel">
      <h2 id="home-recent-title" className="home-section-title">
        {t('home.recent')}
      </h2>
      {recent.length === 0 ? (
        <Empty
          className="home-empty"
          image={<HistoryOutlined aria-hidden className="home-empty-icon" />}
          description={t('home.recent.empty')}
        />
      ) : (
        <ol className="recent-list">
          {recent.map(({ tool, at }) => {
            const time = dayjs(at);
            return (
              <li key={tool.id}>
                <Link to={tool.path} className="recent-link">
                  <span className="recent-icon" aria-hidden>
                    {createElement(tool.icon, { 'aria-hidden': true })}
                  </span>
                  <span className="recent-name">{tool.text[language].title}</span>
                  <time dateTime={time.toISOString()} className="recent-time">
                    {time.format(time.isSame(today, 'day') ? 'HH:mm' : 'MM-DD HH:mm')}
                  </time>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
