import { IdcardOutlined, LoginOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@app/contracts/product';
import { ButtonLink } from '../../../components/button-link/button-link';
import { paths } from '../../../config/paths';
import { AuthBanners } from '../components/auth-banners';
import { bannersFromQuery } from '../utils/auth-messages';

const steps = [
  {
    icon: <LoginOutlined aria-hidden />,
    title: '1. Sign In',
    text: 'Sign in with your institution or ORCID account. There is no separate password to remember.',
  },
  {
    icon: <IdcardOutlined aria-hidden />,
    title: '2. Add ORCID ID',
    text: 'Link your ORCID iD to import your publications, employment, education and awards.',
  },
  {
    icon: <UserOutlined aria-hidden />,
    title: '3. View Profile',
    text: 'See your academic profile, then connect with researchers, supervisors and examiners.',
  },
];

/** The signed-out home page (spec 1 §1-2): what the product is, how to start, and sign-in banners. */
export default function LandingPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // Read once: the query string is removed from the address straight after (spec 1 §4).
  const [banners] = useState(() => bannersFromQuery(search));

  useEffect(() => {
    if (search) navigate({ pathname: paths.home, search: '' }, { replace: true });
  }, [search, navigate]);

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 32 }}>
      <AuthBanners banners={banners} />

      <section aria-labelledby="landing-title" style={{ textAlign: 'center', padding: '24px 0' }}>
        <Typography.Title
          id="landing-title"
          level={1}
          style={{ marginBottom: 8, fontSize: 'clamp(28px, 7vw, 40px)' }}
        >
          {PRODUCT_NAME}
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 18, maxWidth: 720, margin: '0 auto 24px' }}>
          {PRODUCT_TAGLINE}. Find researchers who share your interests, PhD supervisors and examiners,
          research groups and projects.
        </Typography.Paragraph>
        <Flex gap={12} justify="center" wrap>
          <Button type="primary" size="large" href="/api/login" icon={<LoginOutlined aria-hidden />}>
            Sign In
          </Button>
          <ButtonLink to={paths.supervisorFinder} size="large" icon={<SearchOutlined aria-hidden />}>
            Find PhD Supervisors
          </ButtonLink>
        </Flex>
        <Typography.Paragraph style={{ marginTop: 16 }}>
          <Link to={paths.authTroubleshoot}>Trouble signing in?</Link>
        </Typography.Paragraph>
      </section>

      <section aria-labelledby="steps-title">
        <Typography.Title id="steps-title" level={2} style={{ textAlign: 'center', fontSize: 24 }}>
          Get started in three steps
        </Typography.Title>
        <Row gutter={[16, 16]} role="list">
          {steps.map((step) => (
            <Col xs={24} md={8} key={step.title} role="listitem">
              <Card style={{ height: '100%' }}>
                <Flex vertical gap={8}>
                  <span style={{ fontSize: 28, color: 'var(--ant-color-primary, #1d4ed8)' }}>
                    {step.icon}
                  </span>
                  <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
                    {step.title}
                  </Typography.Title>
                  <Typography.Text>{step.text}</Typography.Text>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card style={{ height: '100%' }}>
            <section aria-labelledby="find-supervisors-title">
              <Typography.Title id="find-supervisors-title" level={2} style={{ marginTop: 0, fontSize: 22 }}>
                Find PhD Supervisors
              </Typography.Title>
              <Typography.Paragraph>
                Search available supervisors, filter by research areas and expertise. No sign-in needed to
                search.
              </Typography.Paragraph>
              <Link to={paths.supervisorFinder}>Search supervisors</Link>
            </section>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card style={{ height: '100%' }}>
            <section aria-labelledby="orcid-title">
              <Typography.Title id="orcid-title" level={2} style={{ marginTop: 0, fontSize: 22 }}>
                Powered by ORCID
              </Typography.Title>
              <Typography.Paragraph>
                ORCID gives every researcher a persistent digital identifier. Your profile here is built from
                your ORCID record, so your publications, employment, education and awards stay up to date with
                one sync.
              </Typography.Paragraph>
              <a href="https://orcid.org" target="_blank" rel="noreferrer">
                Learn about ORCID (opens in a new tab)
              </a>
            </section>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
