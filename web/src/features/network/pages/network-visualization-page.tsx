import { PagePlaceholder } from '../../../components/layout/page-placeholder';

export default function NetworkVisualizationPage() {
  return <PagePlaceholder title="Network Visualisation" />;
}
