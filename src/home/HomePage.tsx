import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, Row } from 'antd';
import dayjs from 'dayjs';
import { useHydrated } from '../app/hydration';
import { useLanguage, useT } from '../app/i18n/LanguageContext';
import { useLayoutCommands } from '../app/layout/layoutCommands';
import { useGlobalModel } from '../app/state/globalModel';
import { FavoritesSection } from './FavoritesSection';
import { greetingKey } from './greeting';
import { GuidWidget } from './GuidWidget';
import { JsonCheckWidget } from './JsonCheckWidget';
import { RecentSection } from './RecentSection';
import { ToolCard } from './ToolCard';
import { WeekChart } from './WeekChart';
import './home.css';

/** 首页: greeting, search, favourites, all tools, quick widgets, recent and weekly use. */
export default function HomePage() {
  const t = useT();
  const language = useLanguage();
  const { user, routes } = useGlobalModel();
  const { openPalette } = useLayoutCommands();
  const now = dayjs();
  // The HTML rendered at build time does not know the hour or the date of the visit.
  const hydrated = useHydrated();
  const guidTool = routes.find((tool) => tool.id === 'guid');
  const jsonTool = routes.find((tool) => tool.id === 'json');

  return (
    <div className="home">
      <header className="home-hero">
        <div>
          <h2 className="home-greeting">
            {t('home.greeting', {
              greeting: t(hydrated ? greetingKey(now.hour()) : 'home.greeting.hello'),
              name: user.name,
            })}
          </h2>
          <span className="home-date text-secondary">
            {hydrated && (
              <time dateTime={now.format('YYYY-MM-DD')}>{now.format(t('home.dateFormat'))}</time>
            )}
          </span>
        </div>
        <Button
          size="large"
          className="home-search"
          icon={<SearchOutlined aria-hidden />}
          onClick={openPalette}
          aria-keyshortcuts="Control+K /"
        >
          <span className="home-search-text">{t('home.search')}</span>
          <kbd className="header-search-kbd">/</kbd>
        </Button>
      </header>

      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <FavoritesSection tools={routes} />
          <section aria-labelledby="home-cards-title" className="home-section">
            <h2 id="home-cards-title" className="home-section-title">
              {t('home.cards')}
            </h2>
            <Row gutter={[16, 16]}>
              {routes.map((tool) => (
                <Col key={tool.id} xs={24} sm={12}>
                  <ToolCard tool={tool} />
                </Col>
              ))}
            </Row>
          </section>
        </Col>
        <Col xs={24} lg={8}>
          <section aria-labelledby="home-widgets-title" className="home-section home-panel">
            <h2 id="home-widgets-title" className="home-section-title">
              {t('home.widgets')}
            </h2>
            {guidTool && (
              <GuidWidget toolPath={guidTool.path} toolName={guidTool.text[language].title} />
            )}
            {jsonTool && (
              <JsonCheckWidget toolPath={jsonTool.path} toolName={jsonTool.text[language].title} />
            )}
          </section>
          <WeekChart tools={routes} />
          <RecentSection tools={routes} />
        </Col>
      </Row>
    </div>
  );
}
