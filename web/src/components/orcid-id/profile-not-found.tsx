import { Result } from 'antd';
import { ButtonLink } from '../button-link/button-link';
import { paths } from '../../config/paths';

/** A page about the signed-in researcher's own ORCID profile, for someone who has none linked. */
export function ProfileNotFound({ status = 'info' }: { status?: 'info' | 'warning' }) {
  return (
    <Result
      status={status}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Profile Not Found</h1>}
      subTitle="Please connect your ORCID profile to view your research data."
      extra={
        <ButtonLink to={paths.home} type="primary">
          Go to Home
        </ButtonLink>
      }
    />
  );
}
