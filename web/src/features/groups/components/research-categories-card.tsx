import { Card, Col, Row, Typography } from 'antd';
import { researchCategories } from '@app/contracts/research-categories';

/** Spec 2 §2: the explanation of the ten research categories every group belongs to. */
export function ResearchCategoriesCard() {
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
        Research Categories
      </Typography.Title>
      <Typography.Paragraph>
        Each research group focuses on one of the network&apos;s ten research categories in technologies
        education. Join the groups that match your research to meet colleagues, lead discussions and find
        projects in that area.
      </Typography.Paragraph>
      <Row gutter={[16, 12]} role="list" aria-label="The ten research categories">
        {researchCategories.map((c) => (
          <Col key={c.value} xs={24} md={12} role="listitem">
            <Typography.Text strong>{c.value}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {c.description}
            </Typography.Paragraph>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
