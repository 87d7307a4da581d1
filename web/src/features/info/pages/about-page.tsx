import { BulbOutlined, CodeOutlined, DesktopOutlined, ToolOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { PRODUCT_NAME } from '@app/contracts/product';

const focusAreas = [
  {
    icon: <DesktopOutlined aria-hidden />,
    title: 'Educational technologies',
    text: 'How digital tools and environments support teaching and learning across the curriculum.',
  },
  {
    icon: <BulbOutlined aria-hidden />,
    title: 'ICT capability',
    text: 'The general capability of learners and teachers to use information and communication technologies well.',
  },
  {
    icon: <ToolOutlined aria-hidden />,
    title: 'Design technologies',
    text: 'Designing and producing solutions, from materials and systems to food and fibre, in schools and teacher education.',
  },
  {
    icon: <CodeOutlined aria-hidden />,
    title: 'Digital technologies',
    text: 'Computational thinking, data, algorithms and programming, and how they are taught.',
  },
];

const objectives = [
  'Connect researchers in technologies education across Australian universities.',
  'Support PhD students to find supervisors and examiners with the right expertise.',
  'Encourage collaboration on research projects, publications and grant applications.',
  'Share research that informs policy, curriculum and teacher education.',
];

/** About the network and the platform (spec 1 §1). */
export default function AboutPage() {
  return (
    <div
      style={{
        maxWidth: 960,
        margin: '0 auto',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 24,
      }}
    >
      <div>
        <Typography.Title level={1}>About {PRODUCT_NAME}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>
          {PRODUCT_NAME} is an academic connection platform for researchers and PhD students in technologies
          education. The research network behind it was formed in 2019 as a network of the council of
          education deans, bringing together academics from across Australia who research and teach
          technologies education.
        </Typography.Paragraph>
      </div>

      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Our objectives
        </Typography.Title>
        <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
          {objectives.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </Card>

      <section aria-labelledby="focus-areas">
        <Typography.Title level={2} id="focus-areas">
          Focus areas
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {focusAreas.map((area) => (
            <Col xs={24} sm={12} key={area.title}>
              <Card style={{ height: '100%' }}>
                <Typography.Title level={3} style={{ marginTop: 0 }}>
                  <span style={{ marginRight: 8, color: 'var(--ant-color-primary, #1d4ed8)' }}>
                    {area.icon}
                  </span>
                  {area.title}
                </Typography.Title>
                <Typography.Text>{area.text}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Our mission
        </Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          The platform makes the network&apos;s expertise visible and easy to reach: researchers link their
          ORCID record, describe their research interests and Fields of Research, and say whether they are
          available to supervise, examine or collaborate, so that the right people find each other and
          technologies education research grows stronger together.
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
