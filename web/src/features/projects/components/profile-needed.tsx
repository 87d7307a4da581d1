import { Alert, Button, Flex, Modal } from 'antd';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/button-link/button-link';
import { paths } from '../../../config/paths';

/** Why someone without a research profile cannot propose or join, and where to link ORCID. */
export function ProfileNeededBanner() {
  return (
    <Alert
      type="warning"
      showIcon
      title="Link your ORCID iD to propose or join projects"
      description={
        <>
          Proposing and joining projects needs a research profile.{' '}
          <Link to={paths.home}>Connect your ORCID iD</Link> from the home page.
        </>
      }
    />
  );
}

/**
 * What Propose Project opens for someone without a research profile: the reason first, instead of
 * a form they could fill in but never send.
 */
export function ProfileNeededDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Propose Project"
      destroyOnHidden
      footer={
        <Flex gap={8} wrap justify="end">
          <Button onClick={onClose}>Close</Button>
          <ButtonLink type="primary" to={paths.home}>
            Connect your ORCID iD
          </ButtonLink>
        </Flex>
      }
    >
      <Alert
        type="warning"
        showIcon
        title="Link your ORCID iD to propose projects"
        description="Proposing a project needs a research profile, which linking your ORCID iD creates. Connect it from the home page, then come back to propose your project."
      />
    </Modal>
  );
}
