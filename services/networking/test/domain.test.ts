import { describe, expect, it } from 'vitest';
import type { ConnectionRow } from '../src/connections/connection-rules';
import {
  connectionEvent,
  connectionStatusFor,
  eventTypeFor,
  mayRemove,
  mayRespond,
  requestStatus,
} from '../src/connections/connection-rules';
import { collectConflicts, conflictMessage, isRecentCoPublication } from '../src/shared/conflicts';
import { distinctCodes, matchesNobody, searchWords, withoutExcluded } from '../src/search/finder-search';
import { forCodeSimilarity, forPrefixes, sharedLevel } from '../src/shared/for-codes';
import { interestTerms, singular } from '../src/shared/interest-terms';
import { edgeTypeOf, mergeEdges } from '../src/network/network-graph';
import { displayName, partyOf, yearsOfExperience } from '../src/shared/people';
import { isNewer, researcherFromSnapshot } from '../src/shared/researchers';
import { snapshot } from './helpers';

describe('interest terms', () => {
  it('lower-cases, drops accents, punctuation and filler words, and folds plurals', () => {
    expect(
      interestTerms(['Digital Technologies', 'Teachers’ beliefs about STEM', 'Pédagogie and AI']),
    ).toEqual(['ai', 'belief', 'digital', 'pedagogie', 'stem', 'teacher', 'technology']);
    expect(singular('classes')).toBe('class');
    expect(singular('analysis')).toBe('analysis');
    expect(singular('status')).toBe('status');
  });
});

describe('FoR codes', () => {
  it('lists every prefix, so a division or group finds its descendants', () => {
    expect(forPrefixes(['390101', '4608', 'bad', '39'])).toEqual(['39', '3901', '390101', '46', '4608']);
  });

  it('knows how deep two codes agree', () => {
    expect(sharedLevel('390101', '390101')).toBe(6);
    expect(sharedLevel('390101', '390102')).toBe(4);
    expect(sharedLevel('3901', '390102')).toBe(4);
    expect(sharedLevel('390101', '390301')).toBe(2);
    expect(sharedLevel('39', '390301')).toBe(2);
    expect(sharedLevel('390101', '460101')).toBe(0);
  });

  it('rates the same field above the same group above the same division', () => {
    const field = forCodeSimilarity(['390405'], ['390405']);
    const group = forCodeSimilarity(['390405'], ['390408']);
    const division = forCodeSimilarity(['390405'], ['390301']);
    expect([field, group, division]).toEqual([1, 0.6, 0.3]);
    expect(forCodeSimilarity(['390405'], ['460801'])).toBe(0);
    expect(forCodeSimilarity([], ['390405'])).toBe(0);
    // Symmetric, and a long list is not rewarded for one lucky hit.
    expect(forCodeSimilarity(['390405', '460801'], ['390405'])).toBe(
      forCodeSimilarity(['390405'], ['390405', '460801']),
    );
    expect(forCodeSimilarity(['390405', '460801'], ['390405'])).toBe(0.75);
  });
});

describe('connection rules', () => {
  const conn = (over: Partial<ConnectionRow> = {}): ConnectionRow => ({
    id: 'c1',
    fromUserId: 'alice',
    toUserId: 'bob',
    fromProfileId: 'pa',
    toProfileId: 'pb',
    connectionType: 'research_interest',
    status: 'pending',
    strength: 1,
    metadata: {},
    message: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    respondedAt: null,
    ...over,
  });

  it('lets only the addressee answer, only while pending, and hides it from strangers', () => {
    expect(mayRespond(conn(), 'bob')).toEqual({ ok: true });
    expect(mayRespond(conn(), 'alice')).toEqual({ ok: false, reason: 'not_allowed' });
    expect(mayRespond(conn(), 'carol')).toEqual({ ok: false, reason: 'not_found' });
    expect(mayRespond(undefined, 'bob')).toEqual({ ok: false, reason: 'not_found' });
    expect(mayRespond(conn({ status: 'accepted' }), 'bob')).toEqual({ ok: false, reason: 'not_pending' });
  });

  it('lets either side remove an accepted connection and the sender withdraw a pending one', () => {
    expect(mayRemove(conn({ status: 'accepted' }), 'bob').ok).toBe(true);
    expect(mayRemove(conn({ status: 'accepted' }), 'alice').ok).toBe(true);
    expect(mayRemove(conn(), 'alice').ok).toBe(true);
    expect(mayRemove(conn(), 'bob')).toEqual({ ok: false, reason: 'not_allowed' });
    expect(mayRemove(conn(), 'carol')).toEqual({ ok: false, reason: 'not_found' });
  });

  it('names the event of each action on each kind of connection', () => {
    expect(eventTypeFor('research_interest', 'requested')).toBe('networking.connection.requested');
    expect(eventTypeFor('research_interest', 'declined')).toBe('networking.connection.declined');
    expect(eventTypeFor('supervisor_request', 'requested')).toBe('networking.supervisor_request.created');
    expect(eventTypeFor('supervisor_request', 'accepted')).toBe('networking.supervisor_request.accepted');
    expect(eventTypeFor('examiner_request', 'declined')).toBe('networking.examiner_request.declined');
    expect(eventTypeFor('examiner_request', 'removed')).toBe('networking.connection.removed');
  });

  it('tells the viewer where they stand with someone', () => {
    expect(connectionStatusFor(undefined, 'alice')).toBe('none');
    expect(connectionStatusFor(conn(), 'alice')).toBe('pending_sent');
    expect(connectionStatusFor(conn(), 'bob')).toBe('pending_received');
    expect(connectionStatusFor(conn({ status: 'accepted' }), 'bob')).toBe('connected');
    expect(connectionStatusFor(conn({ status: 'rejected' }), 'bob')).toBe('none');
    expect(requestStatus('rejected')).toBe('declined');
  });

  it('builds the event payload from the row and both parties', () => {
    const row = conn({
      connectionType: 'examiner_request',
      metadata: { thesisTitle: 'T', researchArea: 'R' },
    });
    const from = {
      userId: 'alice',
      profileId: 'pa',
      name: 'Alice',
      email: 'a@x',
      shownEmail: 'a@x',
      institution: null,
    };
    const to = {
      userId: 'bob',
      profileId: 'pb',
      name: 'Bob',
      email: null,
      shownEmail: null,
      institution: null,
    };
    expect(connectionEvent(row, from, to, 'alice', '2025-01-02T00:00:00.000Z')).toMatchObject({
      connectionId: 'c1',
      fromName: 'Alice',
      toName: 'Bob',
      thesisTitle: 'T',
      researchArea: 'R',
      actorUserId: 'alice',
    });
  });
});

describe('examiner conflicts of interest', () => {
  it('counts co-publications of the last five years (or of unknown year) and any supervision', () => {
    expect(isRecentCoPublication(2020, 2025)).toBe(true);
    expect(isRecentCoPublication(2019, 2025)).toBe(false);
    expect(isRecentCoPublication(null, 2025)).toBe(true);
    const conflicts = collectConflicts(
      'me',
      [
        { otherUserId: 'recent', doi: '10.1/a', myYear: 2023, theirYear: 2023 },
        { otherUserId: 'old', doi: '10.1/b', myYear: 2010, theirYear: 2010 },
        { otherUserId: 'undated', doi: '10.1/c', myYear: null, theirYear: null },
      ],
      [
        { fromUserId: 'me', toUserId: 'my-supervisor' },
        { fromUserId: 'my-student', toUserId: 'me' },
      ],
      2025,
    );
    expect([...conflicts.keys()].sort()).toEqual(['my-student', 'my-supervisor', 'recent', 'undated']);
    expect(conflictMessage(conflicts.get('recent')!)).toBe(
      'You cannot request this examiner: you co-authored a publication (doi 10.1/a) with them in the last five years.',
    );
    expect(conflictMessage(conflicts.get('my-supervisor')!)).toBe(
      'You cannot request this examiner: they supervised you.',
    );
    expect(conflictMessage(conflicts.get('my-student')!)).toBe(
      'You cannot request this examiner: you supervised them.',
    );
  });
});

describe('finder search words', () => {
  it('keeps letters and digits only, without duplicates, at most eight words', () => {
    expect(searchWords("  O'Brien & STEM:* | !x ")).toEqual(['o', 'brien', 'stem', 'x']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(distinctCodes(['3901', '39', '3901'])).toEqual(['39', '3901']);
  });

  it('tells a search of only symbols (matching nobody) from no search at all', () => {
    expect(['%', '_ %', '🧪', '"\'\\'].map(matchesNobody)).toEqual([true, true, true, true]);
    expect([undefined, '', '   ', 'O’Brien', '100%'].map(matchesNobody)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('serves a held list to a viewer only when it still says who the first `limit` are', () => {
    const rows = ['a', 'b', 'c', 'd'].map((userId) => ({ userId }));
    const ids = (r: Array<{ userId: string }> | null) => r?.map((x) => x.userId) ?? null;
    // Cut short at 4: the 5th best is unknown.
    expect(ids(withoutExcluded({ rows, complete: false }, new Set(), 3))).toEqual(['a', 'b', 'c']);
    expect(ids(withoutExcluded({ rows, complete: false }, new Set(['b']), 3))).toEqual(['a', 'c', 'd']);
    expect(withoutExcluded({ rows, complete: false }, new Set(['b', 'c']), 3)).toBeNull();
    // Every match there is: leaving people out just shortens it.
    expect(ids(withoutExcluded({ rows, complete: true }, new Set(['b', 'c']), 3))).toEqual(['a', 'd']);
  });
});

describe('the network graph', () => {
  it('merges links into one edge per pair and type, adding strengths', () => {
    const edges = mergeEdges([
      { a: 'p2', b: 'p1', type: 'collaboration', strength: 1 },
      { a: 'p1', b: 'p2', type: 'collaboration', strength: 1 },
      { a: 'p1', b: 'p2', type: 'project_collaboration', strength: 2 },
      { a: 'p3', b: 'p3', type: 'research_group', strength: 1 },
    ]);
    expect(edges).toEqual([
      { source: 'p1', target: 'p2', type: 'collaboration', strength: 2 },
      { source: 'p1', target: 'p2', type: 'project_collaboration', strength: 2 },
    ]);
    expect(edgeTypeOf('supervisor_request')).toBe('collaboration');
    expect(edgeTypeOf('examiner_request')).toBe('examination');
  });
});

describe('people and researchers', () => {
  it('names people by profile, then account names, then email', () => {
    expect(displayName('Dr Ada', { firstName: 'A' })).toBe('Dr Ada');
    expect(displayName(null, { firstName: 'Ada', lastName: 'L' })).toBe('Ada L');
    expect(displayName(null, { email: 'ada@x' })).toBe('ada@x');
    expect(displayName(null, null)).toBe('Unknown Researcher');
    expect(partyOf('u', null, null, { firstName: 'Sam', email: 's@x' })).toMatchObject({
      name: 'Sam',
      email: 's@x',
    });
    expect(yearsOfExperience(2005, 2025)).toBe(20);
    expect(yearsOfExperience(null, 2025)).toBeNull();
  });

  it('maps a snapshot: trimmed interests, valid codes only, lower-case DOIs once', () => {
    const s = snapshot({
      researchInterests: [' STEM education ', 'STEM education', ''],
      forCodes: ['3901', 'x1', '390101'],
      publications: [
        { doi: '10.1/ABC', year: 2020 },
        { doi: '10.1/abc', year: 2020 },
      ],
    });
    const { researcher, publications } = researcherFromSnapshot(s);
    expect(researcher.researchInterests).toEqual(['STEM education']);
    expect(researcher.interestTerms).toEqual(['education', 'stem']);
    expect(researcher.forCodes).toEqual(['3901', '390101']);
    expect(researcher.forPrefixes).toEqual(['39', '3901', '390101']);
    expect(publications).toEqual([
      { profileId: s.profileId, doi: '10.1/abc', year: 2020, openalexAuthorIds: null },
    ]);
    expect(isNewer('2025-01-02T00:00:00Z', '2025-01-01T00:00:00Z')).toBe(true);
    expect(isNewer('2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')).toBe(false);
    expect(isNewer('2025-01-01T00:00:00Z', undefined)).toBe(true);
  });
});
