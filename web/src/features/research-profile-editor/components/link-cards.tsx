import { ApartmentOutlined, AuditOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

const links = [
  {
    to: paths.academicNetworking,
    title: 'Academic Network',
    text: 'Find researchers who share your interests.',
    icon: <ApartmentOutlined aria-hidden />,
  },
  {
    to: paths.researchProjects,
    title: 'Research Projects',
    text: 'Browse projects and propose your own.',
    icon: <ExperimentOutlined aria-hidden />,
  },
  {
    to: paths.examinerFinder,
    title: 'PhD Examiner Finder',
    text: 'Find examiners by expertise.',
    icon: <AuditOutlined aria-hidden />,
  },
];

/** Where to go next with an enhanced profile. */
export function LinkCards() {
  return (
    <section aria-labelledby="next-steps-title">
      <Typography.Title level={2} id="next-steps-title" style={{ fontSize: 18 }}>
        Put your profile to work
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {links.map((l) => (
          <Col xs={24} md={8} key={l.to}>
            <Card hoverable style={{ height: '100%' }}>
              <Link to={l.to} style={{ fontWeight: 600, fontSize: 16 }}>
                <span style={{ marginRight: 8 }}>{l.icon}</span>
                {l.title}
              </Link>
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {l.text}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
