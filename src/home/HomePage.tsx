import { Col, Row, Typography } from 'antd';
import { useT } from '../app/i18n/LanguageContext';
import { useGlobalModel } from '../app/state/globalModel';
import { ToolCard } from './ToolCard';
import './home.css';

export default function HomePage() {
  const t = useT();
  const { routes } = useGlobalModel();
  return (
    <section aria-labelledby="home-cards-title">
      <Typography.Title level={2} id="home-cards-title" className="home-section-title">
        {t('home.cards')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {routes.map((tool) => (
          <Col key={tool.id} xs={24} sm={12} xl={6}>
            <ToolCard tool={tool} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
