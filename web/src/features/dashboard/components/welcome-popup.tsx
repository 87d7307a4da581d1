import { Button, Flex, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '@app/contracts/product';
import { paths } from '../../../config/paths';
import { useMarkWelcomePopupSeen } from '../../../api/identity/mark-welcome-popup-seen';

/**
 * Shown once, to a user who has not seen it; any way of closing it marks it seen (spec 1 §4).
 * Without a linked ORCID iD the profile pages have nothing to show yet, so the popup leads to
 * linking it first, and says why.
 */
export function WelcomePopup({
  open,
  hasOrcid,
  linkOrcidPath,
}: {
  open: boolean;
  hasOrcid: boolean;
  linkOrcidPath: string;
}) {
  const navigate = useNavigate();
  const markSeen = useMarkWelcomePopupSeen();
  const close = (to?: string) => {
    markSeen.mutate();
    if (to) navigate(to);
  };
  return (
    <Modal
      open={open}
      destroyOnHidden
      title={`Welcome to ${PRODUCT_NAME}!`}
      onCancel={() => close()}
      footer={null}
    >
      <Typography.Paragraph>
        {PRODUCT_NAME} is an academic connection platform for technologies education researchers.{' '}
        {hasOrcid ? 'Two' : 'Three'} steps get you the most out of it:
      </Typography.Paragraph>
      <ol>
        {hasOrcid ? null : (
          <li>Link your ORCID iD: your academic profile is imported from your ORCID record.</li>
        )}
        <li>Check your academic profile, imported from your ORCID record.</li>
        <li>
          Add research interests, Fields of Research codes and your availability, so others can find you.
        </li>
      </ol>
      <Flex gap={8} wrap justify="flex-end">
        <Button onClick={() => close()}>I&apos;ll do this later</Button>
        {hasOrcid ? (
          <>
            <Button onClick={() => close(paths.profile)}>View My Profile</Button>
            <Button type="primary" onClick={() => close(paths.researchProfileEdit)}>
              Enhance Research Profile
            </Button>
          </>
        ) : (
          <Button type="primary" onClick={() => close(linkOrcidPath)}>
            Link my ORCID iD
          </Button>
        )}
      </Flex>
    </Modal>
  );
}
