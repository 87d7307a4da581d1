import { Flex, Spin } from 'antd';

/** Shown while the session or a lazily loaded page is loading. */
export function PageSpinner({ tip }: { tip?: string }) {
  return (
    <Flex
      align="center"
      justify="center"
      vertical
      gap={12}
      style={{ minHeight: '50vh' }}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" />
      {tip ? <span>{tip}</span> : <span className="visually-hidden">Loading…</span>}
    </Flex>
  );
}
