import { SearchOutlined } from '@ant-design/icons';
import type { AdminUser } from '@app/contracts/admin/http';
import { Button, Card, Flex, Input, Pagination, Skeleton, Tag, Typography } from 'antd';
import { QueryState, type QueryStatus } from '../../../components/query-state/query-state';
import { userDisplayName } from '../utils/admin-rules';

const LOAD_USERS_FAILED = 'Failed to load users. Check your admin permissions.';

interface UserListProps {
  /** One page of the users matching the search, and how many match in all. */
  users: QueryStatus<{ users: AdminUser[]; total: number }>;
  search: string;
  onSearchChange: (value: string) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  selectedId: string | null;
  onSelect: (user: AdminUser) => void;
}

/** The users, with their count and a search over names and email (spec 2 section 2, Admin Dashboard). */
export function UserList(props: UserListProps) {
  const { users, selectedId } = props;
  const failed = Boolean(users.error);
  const total = users.data?.total ?? 0;
  return (
    <Card
      size="small"
      title={
        <h2 style={{ margin: 0, fontSize: 16 }}>
          Users {failed ? null : <span data-testid="user-count">({total.toLocaleString('en-AU')})</span>}
        </h2>
      }
    >
      <Flex vertical gap={12}>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search by name or email"
          aria-label="Search users"
          value={props.search}
          onChange={(e) => props.onSearchChange(e.target.value)}
        />
        <QueryState
          query={users}
          loadingLabel="Loading users"
          placeholder={<Skeleton active paragraph={{ rows: 6 }} />}
          errorTitle={LOAD_USERS_FAILED}
          isEmpty={(data) => data.users.length === 0}
          empty={{ description: props.search.trim() ? 'No users match your search' : 'No users yet' }}
        >
          {(data) => (
            <ul aria-label="Users" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.users.map((user) => {
                const selected = user.id === selectedId;
                return (
                  <li key={user.id}>
                    <Button
                      type={selected ? 'primary' : 'text'}
                      ghost={selected}
                      block
                      aria-pressed={selected}
                      onClick={() => props.onSelect(user)}
                      style={{
                        height: 'auto',
                        padding: '6px 8px',
                        justifyContent: 'space-between',
                        textAlign: 'left',
                      }}
                    >
                      <span style={{ minWidth: 0, overflow: 'hidden' }}>
                        <span
                          style={{
                            display: 'block',
                            fontWeight: 600,
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                          }}
                        >
                          {userDisplayName(user)}
                        </span>
                        <Typography.Text
                          type="secondary"
                          style={{
                            display: 'block',
                            fontSize: 12,
                            overflow: 'hidden',
                            textOverflow: 'ellipsis',
                          }}
                        >
                          {user.email ?? 'No email'}
                        </Typography.Text>
                      </span>
                      <Tag color={user.role === 'admin' ? 'gold' : 'default'} style={{ marginInlineEnd: 0 }}>
                        {user.role}
                      </Tag>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
        {!failed && total > props.pageSize && (
          <Pagination
            size="small"
            align="center"
            current={props.page}
            pageSize={props.pageSize}
            total={total}
            showSizeChanger={false}
            onChange={props.onPageChange}
          />
        )}
      </Flex>
    </Card>
  );
}
