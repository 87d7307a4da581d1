import { Card, Flex, Pagination, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useAuditLog } from '../../../api/admin/get-audit-log';
import { describeAuditEntry } from '../utils/audit-entry';

const AUDIT_PAGE_SIZE = 20;

/** What administrators did, and what the rules refused them, newest first. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page, AUDIT_PAGE_SIZE);
  const total = log.data?.total ?? 0;
  return (
    <Card size="small">
      <section aria-labelledby="audit-log-title">
        <Typography.Title level={2} id="audit-log-title" style={{ fontSize: 18, marginTop: 0 }}>
          Audit Log
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Every administrator action, and the ones a rule refused, newest first.
        </Typography.Paragraph>
        <QueryState
          query={{ ...log, data: log.data?.entries }}
          loadingLabel="Loading the audit log"
          placeholder={<Skeleton active paragraph={{ rows: 4 }} title={false} />}
          errorTitle="The audit log could not be loaded."
          empty={{ description: 'No administrator actions yet' }}
        >
          {(entries) => (
            <ul
              aria-busy={log.isPlaceholderData}
              style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
            >
              {entries.map((entry) => {
                const { summary, refusal } = describeAuditEntry(entry);
                return (
                  <li key={entry.id}>
                    <Flex gap={8} wrap align="baseline">
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, '')}</time>
                      </Typography.Text>
                      {refusal ? <Tag color="red">Refused</Tag> : null}
                    </Flex>
                    <div style={{ overflowWrap: 'anywhere' }}>
                      {summary}
                      {refusal ? <Typography.Text type="secondary"> ({refusal})</Typography.Text> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
        {!log.error && total > AUDIT_PAGE_SIZE ? (
          <Pagination
            size="small"
            align="center"
            current={page}
            pageSize={AUDIT_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={setPage}
            style={{ marginTop: 12 }}
          />
        ) : null}
      </section>
    </Card>
  );
}
