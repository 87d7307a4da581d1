import { Result } from 'antd';

/** Temporary: a route whose screen is still being built. Each use is replaced by its feature. */
export function PagePlaceholder({ title }: { title: string }) {
  return <Result status="info" title={title} subTitle="This screen is being built." />;
}
