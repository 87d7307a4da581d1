import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';

const tips = [
  {
    title: 'Allow cookies for this site',
    text: 'Sign-in keeps a secure cookie for the few minutes it takes. If your browser blocks cookies (or all third-party and tracking cookies with strict settings), allow them for this site and try again.',
  },
  {
    title: 'Stay in the same browser',
    text: 'Start and finish signing in in the same browser window. Opening the sign-in link in another browser, app or device, or from an old bookmark, cannot be completed.',
  },
  {
    title: 'Try again',
    text: 'A sign-in that took too long or was interrupted expires. Starting again from the Sign In button usually fixes it.',
  },
  {
    title: 'Sign out of your sign-in provider',
    text: 'If you were signed in to ORCID or your institution as someone else, sign out there first, then sign in here again.',
  },
  {
    title: 'Check extensions and private windows',
    text: 'Privacy extensions and some private-browsing modes remove cookies during sign-in. Try with them turned off, or in a normal window.',
  },
];

/** Help for people whose sign-in failed (linked from the landing page's error banner). */
export default function AuthTroubleshootPage() {
  return (
    <div
      style={{
        maxWidth: 800,
        margin: '0 auto',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 24,
      }}
    >
      <div>
        <Typography.Title level={1}>Trouble signing in?</Typography.Title>
        <Typography.Paragraph>
          Most sign-in problems come from the browser. Work through these steps, then try again.
        </Typography.Paragraph>
      </div>
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          What to try
        </Typography.Title>
        <ol style={{ paddingLeft: 20, margin: 0, display: 'grid', gap: 12 }}>
          {tips.map((tip) => (
            <li key={tip.title}>
              <Typography.Text strong>{tip.title}.</Typography.Text>{' '}
              <Typography.Text>{tip.text}</Typography.Text>
            </li>
          ))}
        </ol>
        <Flex gap={12} wrap style={{ marginTop: 24 }}>
          <Button type="primary" href="/api/login">
            Sign In again
          </Button>
          <Link to={paths.home}>Back to the home page</Link>
        </Flex>
      </Card>
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Still stuck?
        </Typography.Title>
        <Typography.Paragraph>
          Contact the site maintainer at <a href={`mailto:${env.maintainerEmail}`}>{env.maintainerEmail}</a>.
          Say when you tried, which browser you use and the message you saw, so we can find what went wrong.
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
