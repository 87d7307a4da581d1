import { Button, Flex, Typography } from 'antd';
import { signInHref } from '../../lib/session';

/** What a list read with `usePagedList` offers for reading on (a failed "Load more" says so, and the button tries again). */
interface MoreOfList {
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
}

interface LoadMoreProps {
  shown: number;
  total: number;
  /** What is listed, singular and plural: ['supervisor', 'supervisors']. */
  noun: readonly [string, string];
  list: MoreOfList;
  /** For signed-out visitors who have seen all they may: where signing in brings them back. */
  signInToSeeAllFrom?: string;
}

export const countOf = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`;

/** Under a paged list: how much of it is shown, and "Load more" while there is more. */
export function LoadMore({
  shown,
  total,
  noun,
  list: { hasMore, loadingMore: loading, loadMoreFailed: failed, loadMore: onLoadMore },
  signInToSeeAllFrom,
}: LoadMoreProps) {
  if (total <= shown && !hasMore) return null;
  return (
    <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
      <Typography.Text type="secondary">
        Showing {shown} of {countOf(total, noun)}
      </Typography.Text>
      {failed && !loading ? (
        <Typography.Text type="danger" role="alert">
          Could not load more {noun[1]}. Please try again.
        </Typography.Text>
      ) : null}
      {hasMore ? (
        <Button onClick={onLoadMore} loading={loading}>
          Load more
        </Button>
      ) : signInToSeeAllFrom !== undefined ? (
        <Button type="primary" href={signInHref(signInToSeeAllFrom)}>
          Sign in to see all {countOf(total, noun)}
        </Button>
      ) : null}
    </Flex>
  );
}
