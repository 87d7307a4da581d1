// Placeholder until the top bar of spec 1 §2 is built (web part 1).
import { Layout } from 'antd';
import { PRODUCT_NAME } from '@app/contracts/product';

export function TopBar() {
  return <Layout.Header style={{ color: '#fff' }}>{PRODUCT_NAME}</Layout.Header>;
}
