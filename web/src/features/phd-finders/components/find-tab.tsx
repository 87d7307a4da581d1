import { Flex } from 'antd';
import { ANONYMOUS_FINDER_LIMIT, CO_PUBLICATION_YEARS } from '@app/contracts/networking/http';
import { ThesisRequestDialog } from '../../../components/request-forms/thesis-request-dialog';
import { useThesisRequest } from '../../../components/request-forms/use-thesis-request';
import { ResearcherFilters } from '../../../components/researcher-card/researcher-filters';
import { FinderResults } from '../../../components/researcher-card/finder-results';
import { useResearcherSearch } from '../../../components/researcher-card/use-researcher-search';
import { useSession } from '../../../lib/session';
import type { FinderResult, FinderRole } from '../roles/finder-role';
import { FinderCard } from './finder-card';

/**
 * Researchers with a conflict of interest are left out of the results (the server's rule, for
 * examiners); how many is said under them, never who.
 */
function conflictsSentence(hidden: number, year: number): string | null {
  if (hidden <= 0) return null;
  const who = hidden === 1 ? '1 researcher is' : `${hidden} researchers are`;
  return `${who} not shown because of a conflict of interest (co-authorship since ${year - CO_PUBLICATION_YEARS}, or supervision).`;
}

/**
 * Spec 1 §2 "Find Supervisors" and "Find Examiners": search, FoR filter, cards (10 at a time; a
 * visitor sees the first 10 and is offered to sign in for the rest) and the request dialog.
 */
export function FindTab<R extends FinderResult>({ finder }: { finder: FinderRole<R> }) {
  const { find, request: wording } = finder;
  const { isAuthenticated } = useSession();
  const { filters, criteria } = useResearcherSearch();
  const results = finder.useResults(criteria, isAuthenticated ? undefined : ANONYMOUS_FINDER_LIMIT);
  const conflicts = conflictsSentence(results.conflictsHidden ?? 0, new Date().getFullYear());
  const pending = finder.useAwaitingAnswer(
    results.items.map((r) => r.id),
    isAuthenticated,
  );
  const sending = wording.useSend();
  const request = useThesisRequest<R>({
    role: finder.role,
    send: sending.send,
    sentToast: wording.sentToast,
    failure: wording.failure,
  });
  const selected = request.recipient;

  return (
    <Flex vertical gap={16}>
      <ResearcherFilters
        {...filters}
        searchLabel={find.searchLabel}
        searchPlaceholder={find.searchPlaceholder}
      />
      <FinderResults
        list={results}
        noun={find.noun}
        label={find.listLabel}
        countWord={find.countWord}
        emptyText={find.emptyText}
        itemKey={(r) => r.id}
        renderItem={(r) => (
          <FinderCard
            finder={finder}
            result={r}
            signedIn={isAuthenticated}
            pending={pending.has(r.id)}
            onRequest={() => request.open(r)}
          />
        )}
        signInToSeeAllFrom={isAuthenticated ? undefined : finder.path}
        footnote={conflicts}
      />
      <ThesisRequestDialog
        title={wording.dialogTitle}
        rules={finder.role}
        recipient={
          selected ? { id: selected.id, name: selected.name, details: wording.details(selected) } : null
        }
        submitting={sending.isPending}
        notice={selected && wording.notice ? wording.notice(selected) : null}
        onSubmit={request.submit}
        onCancel={request.cancel}
      />
    </Flex>
  );
}
