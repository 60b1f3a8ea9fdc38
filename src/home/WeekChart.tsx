import { BarChartOutlined, DeleteOutlined } from '@ant-design/icons';
import { App as AntdApp, Button, Empty, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useLanguage, useT } from '../app/i18n/LanguageContext';
import { useHydrated } from '../app/hydration';
import { mondayIndex, weekUsage } from '../app/state/usageLog';
import { useUserData } from '../app/state/userData';
import type { ToolManifest } from '../tools/registry';

/** 本周使用: uses per day of this week, Monday to Sunday, from the local usage log. */
export function WeekChart({ tools }: { tools: readonly ToolManifest[] }) {
  const t = useT();
  const language = useLanguage();
  const { message, modal } = AntdApp.useApp();
  const { usage, clearUsage } = useUserData();
  const now = Date.now();
  const week = weekUsage(usage, now);
  // The HTML rendered at build time cannot know today: no day is marked until hydrated.
  const todayIndex = useHydrated() ? mondayIndex(new Date(now)) : -1;
  const total = week.totals.reduce((sum, count) => sum + count, 0);
  const highest = Math.max(1, ...week.totals);

  const breakdown = (day: number) =>
    tools
      .map((tool) => ({ name: tool.text[language].title, count: week.byTool[tool.id]?.[day] ?? 0 }))
      .filter((item) => item.count > 0)
      .map((item) => `${item.name} ${item.count}`)
      .join(' · ');

  return (
    <section aria-labelledby="home-week-title" className="home-section home-panel">
      <div className="home-section-head">
        <h2 id="home-week-title" className="home-section-title">
          {t('home.week')}
        </h2>
        {total > 0 && (
          <span className="home-section-note text-secondary">
            {t('home.week.total', { count: total })}
          </span>
        )}
      </div>
      {total === 0 && (
        <Empty
          className="home-empty"
          image={<BarChartOutlined aria-hidden className="home-empty-icon" />}
          description={t('home.week.empty')}
        />
      )}
      <ol className="week-chart" aria-label={t('home.week')} hidden={total === 0}>
        {week.totals.map((count, day) => {
          const label = dayjs(week.weekStart).add(day, 'day').format('ddd');
          const detail = breakdown(day);
          return (
            <li
              key={label}
              className={day === todayIndex ? 'week-day is-today' : 'week-day'}
              data-day-index={day}
              data-count={count}
              aria-current={day === todayIndex ? 'date' : undefined}
            >
              <Tooltip title={detail || undefined}>
                <span className="week-bar-area">
                  <span className="week-count">{count}</span>
                  <span className="week-bar" style={{ height: `${(count / highest) * 100}%` }} />
                </span>
              </Tooltip>
              <span className="week-label">
                <span className="visually-hidden">{t('home.week.bar', { day: label, count })}</span>
                <span aria-hidden>{day === todayIndex ? t('home.week.today') : label}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="week-footer">
        <span className="home-section-note text-secondary">{t('home.week.note')}</span>
        {usage.length > 0 && (
          // A confirm dialog (the layout's App already holds it) rather than a Popconfirm,
          // whose popover would join the home page's first load (issue 19).
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            onClick={() =>
              modal.confirm({
                title: t('home.week.clear'),
                content: t('home.week.clearConfirm'),
                okText: t('home.week.clear'),
                okButtonProps: { danger: true },
                cancelText: t('common.cancel'),
                onOk: () => {
                  clearUsage();
                  message.success(t('home.week.cleared'));
                },
              })
            }
          >
            {t('home.week.clear')}
          </Button>
        )}
      </div>
    </section>
  );
}
