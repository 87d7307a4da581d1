import { Button, Flex, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '@app/contracts/product';
import { paths } from '../../../config/paths';
import { useMarkWelcomePopupSeen } from '../api/mark-welcome-popup-seen';

/** Shown once, to a user who has not seen it; any way of closing it marks it seen (spec 1 §4). */
export function WelcomePopup({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const markSeen = useMarkWelcomePopupSeen();
  const close = (to?: string) => {
    markSeen.mutate();
    if (to) navigate(to);
  };
  return (
    <Modal open={open} title={`Welcome to ${PRODUCT_NAME}!`} onCancel={() => close()} footer={null}>
      <Typography.Paragraph>
        {PRODUCT_NAME} is an academic connection platform for technologies education researchers. Two steps
        get you the most out of it:
      </Typography.Paragraph>
      <ol>
        <li>Check your academic profile, imported from your ORCID record.</li>
        <li>
          Add research interests, Fields of Research codes and your availability, so others can find you.
        </li>
      </ol>
      <Flex gap={8} wrap justify="flex-end">
        <Button onClick={() => close()}>I&apos;ll do this later</Button>
        <Button onClick={() => close(paths.profile)}>View My Profile</Button>
        <Button type="primary" onClick={() => close(paths.researchProfile)}>
          Enhance Research Profile
        </Button>
      </Flex>
    </Modal>
  );
}
