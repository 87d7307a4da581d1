import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function AuthTroubleshootPage() {
  return <PagePlaceholder title="Trouble signing in?" />;
}
