import { Result } from 'antd';
import { ButtonLink } from '../../../components/button-link/button-link';
import { paths } from '../../../config/paths';

/** A signed-in member opening a page for administrators only. */
export default function AccessDeniedPage() {
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Access denied</h1>}
      subTitle="This page is for administrators of Research Connect. If you need access, ask an administrator."
      extra={
        <ButtonLink to={paths.home} type="primary">
          Go to your dashboard
        </ButtonLink>
      }
    />
  );
}
