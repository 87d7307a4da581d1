import { LoginOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link/button-link';
import { paths } from '../../../config/paths';
import { signIn } from '../../../lib/session';

/**
 * A page that exists but needs a signed-in member (a deep link opened while signed out): say so,
 * and sign in coming back to the same address (the gateway accepts only same-site paths).
 */
export default function SignInRequiredPage() {
  const { pathname, search, hash } = useLocation();
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Sign in to see this page</h1>}
      subTitle="This page is for signed-in members of Research Connect. Sign in and you will come straight back here."
      extra={[
        <Button
          key="sign-in"
          type="primary"
          icon={<LoginOutlined />}
          onClick={() => signIn(pathname + search + hash)}
        >
          Sign in
        </Button>,
        <ButtonLink key="home" to={paths.home}>
          Go to Home
        </ButtonLink>,
      ]}
    />
  );
}
