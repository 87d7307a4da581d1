import { Alert, Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { PageSpinner } from '../layout/page-spinner';

/** What QueryState reads of a react-query result (or of several read together). */
export interface QueryStatus<T> {
  isPending: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

interface EmptyStateProps {
  description: ReactNode;
  /** What the person can do about it, e.g. a button to discover researchers. */
  action?: ReactNode;
  image?: ReactNode;
}

export interface QueryStateProps<T> {
  query: QueryStatus<T>;
  /** Names what is loading for screen readers ("Loading connections"); a page also shows it. */
  loadingLabel: string;
  /** The placeholder while loading; a plain skeleton by default. */
  placeholder?: ReactNode;
  /** Says what failed; the server's message (or "Please try again.") explains it below. */
  errorTitle: string;
  retryLabel?: string;
  /** When there is nothing to show; by default when the data is an empty list. */
  isEmpty?: (data: T) => boolean;
  /** What an empty result says; without it an empty result goes to `children` like any other. */
  empty?: EmptyStateProps;
  /** A whole page is loading: a large spinner, and a result page when it fails. */
  page?: boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The loading, failed and empty states of a query, the same on every screen: a labelled
 * placeholder, the failure with a button that loads again, or the feature's empty message.
 * Otherwise `children` renders the data.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  placeholder,
  errorTitle,
  retryLabel = 'Retry',
  isEmpty = isEmptyList,
  empty,
  page = false,
  children,
}: QueryStateProps<T>) {
  if (query.error) {
    const retry = (
      <Button type={page ? 'primary' : 'default'} onClick={() => void query.refetch()}>
        {retryLabel}
      </Button>
    );
    const reason = errorMessage(query.error, 'Please try again.');
    return page ? (
      <Result status="error" title={errorTitle} subTitle={reason} extra={retry} />
    ) : (
      <Alert type="error" showIcon title={errorTitle} description={reason} action={retry} />
    );
  }
  if (query.isPending || query.data === undefined) {
    if (page && !placeholder) return <PageSpinner tip={loadingLabel} />;
    return (
      <div role="status" aria-label={loadingLabel} aria-busy>
        {placeholder ?? <Skeleton active />}
      </div>
    );
  }
  if (empty && isEmpty(query.data)) {
    return (
      <Empty image={empty.image} description={empty.description}>
        {empty.action}
      </Empty>
    );
  }
  return children(query.data);
}
