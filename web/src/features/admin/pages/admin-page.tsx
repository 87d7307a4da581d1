import type { AdminUser } from '@app/contracts/admin/http';
import { Card, Empty, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useSignInAgainOn } from '../../../components/session/use-sign-in-again';
import { useSession } from '../../../lib/session';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminUsers } from '../../../api/admin/get-users';
import { AuditLog } from '../components/audit-log';
import { ResearchInterestsPanel } from '../components/research-interests-panel';
import { UserDetailPanel } from '../components/user-detail-panel';
import { UserList } from '../components/user-list';

const ADMIN_PAGE_SIZE = 50;

/**
 * /admin: users, their logins, and role changes, emails and deletion (spec 2 section 2), the shared
 * research-interest list (rename, merge, remove), and the audit log of what administrators did.
 */
export default function AdminPage() {
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ search: debouncedSearch, page, pageSize: ADMIN_PAGE_SIZE });
  useSignInAgainOn(users.error);

  const list = users.data?.users ?? [];
  // The selected user as the latest list knows them (a role change shows at once).
  const current = selected ? (list.find((u) => u.id === selected.id) ?? selected) : null;

  // Deleting the last user of a page leaves it empty: step back a page.
  useEffect(() => {
    if (users.data && users.data.users.length === 0 && page > 1) setPage((p) => Math.max(1, p - 1));
  }, [users.data, page]);

  return (
    <Flex vertical gap={16}>
      <h1 style={{ margin: 0, fontSize: 24 }}>Admin Dashboard</h1>
      <Flex wrap gap={16} align="flex-start">
        <div style={{ flex: '1 1 300px', minWidth: 0, maxWidth: '100%' }}>
          <UserList
            users={users}
            search={search}
            onSearchChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={setPage}
            selectedId={current?.id ?? null}
            onSelect={setSelected}
          />
        </div>
        <div style={{ flex: '2 1 360px', minWidth: 0, maxWidth: '100%' }}>
          {current ? (
            <UserDetailPanel
              key={current.id}
              user={current}
              currentUserId={me?.id}
              onDeleted={() => setSelected(null)}
            />
          ) : (
            <Card size="small">
              <Empty description="Select a user to view their details" />
            </Card>
          )}
        </div>
      </Flex>
      <ResearchInterestsPanel />
      <AuditLog />
    </Flex>
  );
}
