import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@app/contracts/product';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';

interface HelpSection {
  id: string;
  title: string;
  body: ReactNode;
}

const sections: HelpSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    body: (
      <ol>
        <li>Sign In with the button at the top right, using your institution or ORCID account.</li>
        <li>
          Add your ORCID iD on the home page. Your publications, employment, education and awards are imported
          from your ORCID record.
        </li>
        <li>
          Check <Link to={paths.profile}>your profile</Link>, then add research interests, Fields of Research
          codes and your availability in <Link to={paths.researchProfileEdit}>Research Enhancement</Link>.
        </li>
      </ol>
    ),
  },
  {
    id: 'academic-network',
    title: 'Academic network (login required)',
    body: (
      <p>
        The <Link to={paths.academicNetworking}>Network</Link> page suggests researchers whose interests match
        yours, with a match score. Send a connection request, accept or decline the ones you receive, and
        manage your connections under My Connections. The Viz page draws your network as a graph.
      </p>
    ),
  },
  {
    id: 'supervisor-finder',
    title: 'Supervisor finder (public)',
    body: (
      <p>
        Anyone can search for PhD supervisors by keyword and Fields of Research on the{' '}
        <Link to={paths.supervisorFinder}>Find Supervisors</Link> page, without signing in. Sending a
        supervision request needs you to sign in.
      </p>
    ),
  },
  {
    id: 'examiner-finder',
    title: 'Examiner finder (login required)',
    body: (
      <p>
        Signed-in users can search for PhD examiners who are available for examination, send examiner
        requests, and follow their outgoing and incoming requests on the Find Examiners page.
      </p>
    ),
  },
  {
    id: 'research-projects',
    title: 'Research projects',
    body: (
      <p>
        Browse public projects and search them by topic, category and method. Sign in to propose a project of
        your own; you choose whether it is public (listed for everyone browsing) or private. Join a project
        that is seeking collaborators, or leave one you joined.
      </p>
    ),
  },
  {
    id: 'research-groups',
    title: 'Research groups (login required)',
    body: (
      <p>
        Groups gather researchers around the network&apos;s ten research categories. Join or leave a group,
        become one of its leaders, and as a leader email the other members from your own email program.
      </p>
    ),
  },
  {
    id: 'research-enhancement',
    title: 'Research enhancement (login required)',
    body: (
      <p>
        Curate your research interests and Fields of Research codes, say whether you are available for PhD
        supervision, PhD examination and collaborations, resync your data from ORCID, or delete your account.
      </p>
    ),
  },
  {
    id: 'notifications',
    title: 'Notifications',
    body: (
      <p>
        The bell in the top bar counts unread notifications: connection, supervisor and examiner requests and
        their answers, project and group activity, and messages from administrators. Open one on the home page
        to read it; answer requests there too. You can clear them all from Dashboard Cleanup.
      </p>
    ),
  },
  {
    id: 'best-practices',
    title: 'Best practices',
    body: (
      <ul>
        <li>Keep your ORCID record up to date and resync after changes.</li>
        <li>Choose specific Fields of Research codes (6-digit fields) as well as broad ones.</li>
        <li>Write a short research statement, so others know what you are looking for.</li>
        <li>Add a personal message to supervisor and examiner requests, with your thesis title and area.</li>
        <li>Answer requests promptly, even to decline.</li>
      </ul>
    ),
  },
  {
    id: 'privacy-and-security',
    title: 'Privacy and security',
    body: (
      <p>
        You sign in through your institution or ORCID; {PRODUCT_NAME} never sees a password. Only what your
        ORCID record makes public is imported. Other signed-in members can see your profile, and your email
        address so they can contact you, unless you turn off &ldquo;Show my email address to signed-in
        members&rdquo; in Research Enhancement. Visitors who are not signed in never see it. You can delete
        your account, and everything it holds, at any time from Research Enhancement.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        Anyone can join {PRODUCT_NAME}. Membership does not mean that the network or any university has
        checked a person&apos;s identity, qualifications or claims; use your own judgement before sharing work
        or agreeing to supervise or examine.
      </p>
    ),
  },
];

/** How to use the platform (spec 1 §1), with the maintainer's contact address. */
export default function HelpPage() {
  return (
    <div
      style={{
        maxWidth: 880,
        margin: '0 auto',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 24,
      }}
    >
      <div>
        <Typography.Title level={1}>Help</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>
          The home page, this Help page, About and the supervisor search are open to everyone. Networking, the
          examiner finder, research projects, research groups and research enhancement need you to sign in.
        </Typography.Paragraph>
        <nav aria-label="Help topics">
          <ul className="link-list" style={{ columns: '2 220px', paddingLeft: 20, margin: 0 }}>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {sections.map((s) => (
        <Card key={s.id}>
          <section id={s.id} aria-labelledby={`${s.id}-title`} style={{ scrollMarginTop: 48 }}>
            <Typography.Title level={2} id={`${s.id}-title`} style={{ marginTop: 0 }}>
              {s.title}
            </Typography.Title>
            <div className="help-section-body">{s.body}</div>
          </section>
        </Card>
      ))}
      <Card>
        <section aria-labelledby="contact-title">
          <Typography.Title level={2} id="contact-title" style={{ marginTop: 0 }}>
            Contact
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            Questions, problems or suggestions? Write to the maintainer at{' '}
            <a href={`mailto:${env.maintainerEmail}`}>{env.maintainerEmail}</a>.
          </Typography.Paragraph>
        </section>
      </Card>
    </div>
  );
}
