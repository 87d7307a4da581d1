import { Alert, Modal, Typography } from 'antd';
import { useConfirmOrcid } from '../../../api/profile/confirm-orcid';

/**
 * Shown when the iD someone proved through ORCID is held by another account as a typed,
 * unproven claim: linking it moves the iD and its imported records away from that account, so
 * the person is told first and confirms.
 */
export function ConfirmOrcidDialog({
  orcidId,
  token,
  onDone,
}: {
  orcidId: string;
  token: string;
  onDone(linked: boolean): void;
}) {
  const confirm = useConfirmOrcid();
  return (
    <Modal
      open
      destroyOnHidden
      title="Link this ORCID iD to your account?"
      okText="Link it to my account"
      cancelText="Cancel"
      confirmLoading={confirm.isPending}
      onOk={() => confirm.mutate(token, { onSuccess: () => onDone(true) })}
      onCancel={() => onDone(false)}
    >
      <Typography.Paragraph>
        You proved through ORCID that <strong>{orcidId}</strong> is yours. Another account had typed this iD
        on its profile without proving it.
      </Typography.Paragraph>
      <Typography.Paragraph>
        If you link it, the iD and the records imported from ORCID move to your account. The other account
        keeps everything its holder entered themselves, and is told that the iD was proved by its owner.
      </Typography.Paragraph>
      {confirm.isError ? <Alert type="error" showIcon role="alert" title={confirm.error.message} /> : null}
    </Modal>
  );
}
