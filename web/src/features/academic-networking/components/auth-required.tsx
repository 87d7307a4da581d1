import { LockOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { paths } from '../../../config/paths';
import { signIn } from '../../../lib/session';

/** Spec 1 §2: the signed-out state of Academic Networking. */
export function AuthRequired() {
  return (
    <Result
      icon={<LockOutlined aria-hidden />}
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Authentication Required
        </Typography.Title>
      }
      subTitle="Please log in to discover researchers and manage your academic connections."
      extra={
        <Button type="primary" size="large" onClick={() => signIn(paths.academicNetworking)}>
          Login to Continue
        </Button>
      }
    />
  );
}
