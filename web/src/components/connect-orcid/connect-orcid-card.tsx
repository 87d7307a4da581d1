import { LinkOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Form, Input, Typography } from 'antd';
import { normaliseOrcidInput } from '@app/contracts/profile/orcid-id';
import { useToast } from '../toast/use-toast';
import { env } from '../../config/env';
import { errorMessage } from '../../lib/api-client';
import { useConnectOrcid } from '../../api/profile/connect-orcid';
import { orcidIdProblem } from './orcid-input';

/** Link an ORCID iD by typing it, or (when the server offers it) by signing in to ORCID. */
export function ConnectOrcidCard({ oauthAvailable }: { oauthAvailable: boolean }) {
  const toast = useToast();
  const [form] = Form.useForm<{ orcidId: string }>();
  const connect = useConnectOrcid({
    onSuccess: (res) =>
      toast({ title: 'Success', description: res?.message || 'ORCID profile connected successfully' }),
    onError: (err) =>
      toast({
        title: 'Connection Failed',
        description: errorMessage(err, 'Failed to connect ORCID profile'),
        variant: 'destructive',
      }),
  });

  const onFinish = ({ orcidId }: { orcidId: string }) => connect.mutate(normaliseOrcidInput(orcidId));

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        Connect your ORCID profile
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Your publications, employment, education and awards are imported from your ORCID record.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 480 }}>
        <Form.Item
          label="ORCID ID"
          name="orcidId"
          validateTrigger="onSubmit"
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = orcidIdProblem(value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input placeholder="0000-0000-0000-0000" autoComplete="off" inputMode="text" maxLength={60} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={connect.isPending}>
            Connect ORCID
          </Button>
        </Form.Item>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        Don&apos;t have an ORCID iD?{' '}
        <a href={env.orcidRegisterUrl} target="_blank" rel="noreferrer">
          Register for free at orcid.org (opens in a new tab)
        </a>
      </Typography.Paragraph>
      {oauthAvailable ? (
        <>
          <Divider plain>or</Divider>
          <Button href="/api/orcid/authorize" icon={<LinkOutlined aria-hidden />}>
            Connect with ORCID
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            Sign in to ORCID to link your iD and prove it is yours in one step.
          </Typography.Paragraph>
        </>
      ) : null}
    </Card>
  );
}
