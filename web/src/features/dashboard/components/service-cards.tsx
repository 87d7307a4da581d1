import {
  ApartmentOutlined,
  AuditOutlined,
  ExperimentOutlined,
  RiseOutlined,
  SearchOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/button-link/button-link';
import { paths } from '../../../config/paths';

interface Service {
  title: string;
  text: string;
  to: string;
  action: string;
  icon: ReactNode;
  /** Needs a linked ORCID iD: the button is disabled without one. */
  needsOrcid?: boolean;
  /** Shown only with a linked ORCID iD. */
  onlyWithOrcid?: boolean;
  note?: string;
}

const services: Service[] = [
  {
    title: 'PhD Supervisor Finder',
    text: 'Search supervisors by research area and expertise.',
    to: paths.supervisorFinder,
    action: 'Find Supervisors',
    icon: <SearchOutlined aria-hidden />,
    note: 'Public',
  },
  {
    title: 'PhD Examiner Finder',
    text: 'Find examiners for a thesis and follow your examiner requests.',
    to: paths.examinerFinder,
    action: 'Find Examiners',
    icon: <AuditOutlined aria-hidden />,
    onlyWithOrcid: true,
    note: 'Login required',
  },
  {
    title: 'Research Projects',
    text: 'Browse research projects, join one, or propose your own.',
    to: paths.researchProjects,
    action: 'View Projects',
    icon: <ExperimentOutlined aria-hidden />,
  },
  {
    title: 'Academic Network',
    text: 'Discover researchers who share your interests and connect with them.',
    to: paths.academicNetworking,
    action: 'Open Network',
    icon: <ApartmentOutlined aria-hidden />,
    needsOrcid: true,
  },
  {
    title: 'Research Enhancement',
    text: 'Curate your research interests, Fields of Research codes and availability.',
    to: paths.researchProfileEdit,
    action: 'Enhance Profile',
    icon: <RiseOutlined aria-hidden />,
    needsOrcid: true,
  },
  {
    title: 'My Academic Profile',
    text: 'Your publications, employment, education and awards from ORCID.',
    to: paths.profile,
    action: 'View Profile',
    icon: <UserOutlined aria-hidden />,
    needsOrcid: true,
  },
];

/** The platform's services; without a linked ORCID iD some are disabled or hidden (spec 1 §2). */
export function ServiceCards({ hasOrcid }: { hasOrcid: boolean }) {
  return (
    <section aria-labelledby="services-title">
      <Typography.Title level={2} id="services-title" style={{ fontSize: 20 }}>
        Services
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {services
          .filter((s) => hasOrcid || !s.onlyWithOrcid)
          .map((s) => {
            const disabled = Boolean(s.needsOrcid && !hasOrcid);
            return (
              <Col xs={24} sm={12} lg={8} key={s.title}>
                <Card style={{ height: '100%' }}>
                  <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
                    <span style={{ marginRight: 8, color: 'var(--ant-color-primary, #1d4ed8)' }}>
                      {s.icon}
                    </span>
                    {s.title}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary">
                    {s.text}
                    {s.note ? ` (${s.note})` : ''}
                  </Typography.Paragraph>
                  {disabled ? (
                    <>
                      <Button disabled aria-describedby={`needs-orcid-${s.to.slice(1)}`}>
                        {s.action}
                      </Button>
                      <Typography.Paragraph
                        type="secondary"
                        id={`needs-orcid-${s.to.slice(1)}`}
                        style={{ margin: '8px 0 0', fontSize: 12 }}
                      >
                        Connect your ORCID iD to use this.
                      </Typography.Paragraph>
                    </>
                  ) : (
                    <ButtonLink to={s.to} type="primary" ghost>
                      {s.action}
                    </ButtonLink>
                  )}
                </Card>
              </Col>
            );
          })}
      </Row>
    </section>
  );
}
