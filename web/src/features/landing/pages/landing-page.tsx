import { IdcardOutlined, LoginOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@app/contracts/product';
import { ButtonLink } from '../../../components/button-link/button-link';
import { paths } from '../../../config/paths';
import { signInHref } from '../../../lib/session';
import { AuthBanners } from '../components/auth-banners';
import { bannersFromQuery } from '../utils/auth-messages';
import './landing-page.css';

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
  const { search, hash } = useLocation();
  // An email's "Email settings" link, followed while signed out: sign in, then land on them.
  const toEmailSettings = `/${hash}` === paths.emailSettings;
  const navigate = useNavigate();
  // Read once: the query string is removed from the address straight after (spec 1 §4).
  const [banners] = useState(() => bannersFromQuery(search));

  useEffect(() => {
    if (search) navigate({ pathname: paths.home, search: '' }, { replace: true });
  }, [search, navigate]);

  return (
    <div className="landing" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 32 }}>
      <AuthBanners banners={banners} />
      {toEmailSettings ? (
        <Alert type="info" showIcon title="Sign in to choose how often we email you about notifications." />
      ) : null}

      <section aria-labelledby="landing-title" style={{ textAlign: 'center', padding: '24px 0' }}>
        <h1 id="landing-title">{PRODUCT_NAME}</h1>
        <p style={{ fontSize: 18, maxWidth: 720, margin: '0 auto 24px' }}>
          {PRODUCT_TAGLINE}. Find researchers who share your interests, PhD supervisors and examiners,
          research groups and projects.
        </p>
        <Flex gap={12} justify="center" wrap>
          <Button
            type="primary"
            size="large"
            href={signInHref(toEmailSettings ? paths.emailSettings : undefined)}
            icon={<LoginOutlined aria-hidden />}
          >
            Sign In
          </Button>
          <ButtonLink to={paths.supervisorFinder} size="large" icon={<SearchOutlined aria-hidden />}>
            Find PhD Supervisors
          </ButtonLink>
        </Flex>
        <p style={{ marginTop: 16 }}>
          <Link to={paths.authTroubleshoot}>Trouble signing in?</Link>
        </p>
      </section>

      <section aria-labelledby="steps-title">
        <h2 id="steps-title" style={{ textAlign: 'center', fontSize: 24 }}>
          Get started in three steps
        </h2>
        <div className="landing__cards" style={columns(3)} role="list">
          {steps.map((step) => (
            <div className="landing__card" key={step.title} role="listitem">
              <Flex vertical gap={8}>
                <span className="landing__step-icon">{step.icon}</span>
                <h3>{step.title}</h3>
                <span className="landing__step-text">{step.text}</span>
              </Flex>
            </div>
          ))}
        </div>
      </section>

      <div className="landing__cards" style={columns(2)}>
        <section className="landing__card" aria-labelledby="find-supervisors-title">
          <h2 id="find-supervisors-title" style={{ marginTop: 0, fontSize: 22 }}>
            Find PhD Supervisors
          </h2>
          <p>
            Search available supervisors, filter by research areas and expertise. No sign-in needed to search.
          </p>
          <Link to={paths.supervisorFinder}>Search supervisors</Link>
        </section>
        <section className="landing__card" aria-labelledby="orcid-title">
          <h2 id="orcid-title" style={{ marginTop: 0, fontSize: 22 }}>
            Powered by ORCID
          </h2>
          <p>
            ORCID gives every researcher a persistent digital identifier. Your profile here is built from your
            ORCID record, so your publications, employment, education and awards stay up to date with one
            sync.
          </p>
          <a href="https://orcid.org" target="_blank" rel="noreferrer">
            Learn about ORCID (opens in a new tab)
          </a>
        </section>
      </div>
    </div>
  );
}

/** How many columns a row of cards has from 768 px (landing-page.css). */
function columns(count: number): CSSProperties {
  return { '--columns': count } as CSSProperties;
}
