import { Result } from 'antd';
import { ButtonLink } from '../../../components/button-link/button-link';
import { paths } from '../../../config/paths';

/** The fallback route (spec 1 §2). */
export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>404 Page Not Found</h1>}
      subTitle="Did you forget to add the page to the router?"
      extra={
        <ButtonLink to={paths.home} type="primary">
          Go to Home
        </ButtonLink>
      }
    />
  );
}
