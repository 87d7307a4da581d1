import type { ReactNode } from 'react';
import type { TabsProps } from 'antd';
import type { ThesisRequestValues } from '../../../components/request-forms/validation';
import type { FinderList } from '../../../components/researcher-card/finder-results';
import type { ToastInput } from '../../../components/toast/use-toast';

/** Which finder: the PhD Supervisor Finder or the PhD Examiner Finder (spec 1 §2). */
export type FinderRoleName = 'supervisor' | 'examiner';

/** What both finders' results have (the contract's SupervisorResult and ExaminerResult). */
export interface FinderResult {
  id: string;
  name: string;
  email: string | null;
  researchInterests: string[];
  classificationCodes: string[];
}

/** The search a finder sends: its words and the chosen FoR codes. */
interface FinderSearch {
  search: string;
  forCodes: string[];
}

/** A finder's results: the paged list and, where the role hides some, how many were left out. */
type FinderResults<R> = FinderList<R> & { conflictsHidden?: number };

/**
 * One finder: everything the supervisor and examiner finders do differently (wording, the routes
 * they call, what a card shows and their rules). The page, the Find tab and the card are the same
 * for both and read it from here.
 */
export interface FinderRole<R extends FinderResult> {
  role: FinderRoleName;
  /** The page's address: a visitor who has seen the first page signs in and comes back here. */
  path: string;
  title: string;
  intro: string;
  find: {
    tab: string;
    /** One and many, e.g. ['supervisor', 'supervisors']. */
    noun: readonly [string, string];
    searchLabel: string;
    searchPlaceholder: string;
    /** Names the cards' list for screen readers. */
    listLabel: string;
    /** After the count: "3 supervisors available", "3 examiners found". */
    countWord: string;
    emptyText: string;
  };
  /** The results for a search; a visitor sees the first `maxItems` only. */
  useResults: (search: FinderSearch, maxItems: number | undefined) => FinderResults<R>;
  /** The ids, among those shown, of the people my pending requests wait on. */
  useAwaitingAnswer: (shownIds: readonly string[], enabled: boolean) => ReadonlySet<string>;
  card: {
    /** The id in /researcher/{id}: a user id for supervisors, a profile id for examiners (spec 1 §2). */
    profileId: (r: R) => string;
    details: (r: R) => Array<string | null | undefined>;
    /** The research interests' caption ("Research areas", "Expertise") and how many are shown. */
    interests: { caption: string; shown: number };
    codesShown: number;
    badge?: (r: R) => ReactNode;
    /** Shown above the interests. */
    facts?: (r: R) => ReactNode;
    /** Shown under the FoR codes. */
    more?: (r: R) => ReactNode;
  };
  request: {
    /** The card's button: its words and its accessible name. */
    buttonText: string;
    buttonLabel: (name: string) => string;
    dialogTitle: string;
    /** What the dialog shows of the researcher asked, under their name. */
    details: (r: R) => Array<{ label: string; value: string | null | undefined }>;
    /** Shown in the dialog above the form (a warning about this researcher; sending stays possible). */
    notice?: (r: R) => ReactNode;
    /** Sends the request (the role's own route and payload). */
    useSend: () => {
      send: (recipient: R, values: ThesisRequestValues) => Promise<unknown>;
      isPending: boolean;
    };
    sentToast: (recipient: R) => ToastInput;
    /** The message when sending fails and the server gives none. */
    failure: string;
  };
  /** The tabs after Find (the examiner's request lists), for a signed-in person; none for a visitor. */
  useRequestTabs: (signedIn: boolean) => NonNullable<TabsProps['items']>;
}
