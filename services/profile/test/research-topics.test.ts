import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signServiceToken } from '@app/service-kit';
import { EventRecorder, TEST_SECRET, waitFor } from '@app/service-kit/testing';
import type { ProfileResponse, ResearcherResponse } from '@app/contracts/profile/http';
import { jointWorks } from '../../../infra/orcid-stub/src/demo-record';
import { ABSENT_AUTHOR_ORCID } from '../../../infra/openalex-stub/src/catalogue';
import { caller, connect, demoResearcher, startProfileService, type TestProfileService } from './helpers';

/**
 * Issue 42, item 1: the scheduled refresh keeps what OpenAlex says a researcher publishes on (the
 * author's topics) and each work's topics and OpenAlex authors, and the snapshot carries them. A
 * researcher OpenAlex has no author for has no topics.
 */

let svc: TestProfileService;
let recorder: EventRecorder;

beforeAll(async () => {
  svc = await startProfileService({
    METRICS_REFRESH: 'true',
    METRICS_REFRESH_TICK_MS: '150',
    ORCID_SYNC_RATE: '12',
  });
  recorder = await new EventRecorder(svc.ns).start();
});
afterAll(async () => {
  await recorder?.stop();
  await svc?.close();
});

describe('research topics from OpenAlex', () => {
  it('are stored with each work’s topics and authors, and travel in the snapshot', async () => {
    const alice = demoResearcher(0);
    const who = await caller({ email: 'alice.topics@example.edu' });
    expect((await connect(svc.app, who, alice.orcidId)).statusCode).toBe(200);

    const snapshot = (
      await recorder.waitFor(
        'profile.profile.updated',
        (e) => e.data.userId === who.user.userId && Boolean(e.data.researchTopics),
      )
    ).data;
    const topics = snapshot.researchTopics!;
    expect(topics.source).toBe('OpenAlex');
    expect(topics.topics.map((t) => t.name)).toContain('Computational Thinking in Education');
    expect(topics.topics[0]).toMatchObject({ subfield: 'Education', field: 'Social Sciences' });
    const counts = topics.topics.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(snapshot.openAlexAuthorId).toMatch(/^A5\d{10}$/);

    // The joint work lists both authors as OpenAlex does, with its topics.
    const joint = jointWorks.find((j) => j.authors[0] === alice.orcidId)!;
    const work = snapshot.publications.find((p) => p.doi === joint.doi)!;
    expect(work.openAlexAuthorIds).toHaveLength(2);
    expect(work.openAlexAuthorIds).toContain(snapshot.openAlexAuthorId);
    expect(work.topics?.[0]?.name).toBe('Computational Thinking in Education');

    const row = await svc.app.db('orcidProfiles').where({ userId: who.user.userId }).first();
    expect(row.researchTopics).toEqual(topics.topics);
    // Their profile page and their public researcher page show them too.
    const own = (await svc.app.inject({ method: 'GET', url: '/api/profile', headers: who.headers })).json();
    // (their own lists the topics they hid apart: none here)
    expect(own.profile.researchTopics).toEqual({ ...topics, hidden: [] });
    const page = (
      await svc.app.inject({ method: 'GET', url: `/api/researcher/${row.id}`, headers: who.headers })
    ).json();
    expect(page.researchTopics).toEqual(topics);
    const stored = await svc.app.db('publications').where({ profileId: row.id, doi: joint.doi }).first();
    expect(stored.openalexAuthorIds).toEqual(work.openAlexAuthorIds);
  });

  it('are absent for a researcher OpenAlex has no author for, though their works are cited', async () => {
    const who = await caller({ email: 'no.author@example.edu' });
    expect((await connect(svc.app, who, ABSENT_AUTHOR_ORCID)).statusCode).toBe(200);
    const snapshot = (
      await recorder.waitFor(
        'profile.profile.updated',
        (e) => e.data.userId === who.user.userId && Boolean(e.data.citationMetrics),
      )
    ).data;
    expect(snapshot.researchTopics).toBeNull();
    expect(snapshot.openAlexAuthorId).toBeNull();
    const row = await svc.app.db('orcidProfiles').where({ userId: who.user.userId }).first();
    expect(row.researchTopics).toBeNull();
  });
});

describe('hiding a research topic (issue 42, item 4)', () => {
  const own = async (headers: Record<string, string>) =>
    (await svc.app.inject({ method: 'GET', url: '/api/profile', headers })).json() as ProfileResponse;
  const setHidden = (headers: Record<string, string>, payload: object) =>
    svc.app.inject({
      method: 'POST',
      url: '/api/profile/research-topics/visibility',
      headers,
      payload,
    });

  it('leaves it out of matching and of what others see, keeps it across a refresh, and shows it again', async () => {
    const bob = demoResearcher(1);
    const who = await caller({ email: 'bob.hides@example.edu' });
    expect((await connect(svc.app, who, bob.orcidId)).statusCode).toBe(200);
    const first = (
      await recorder.waitFor(
        'profile.profile.updated',
        (e) => e.data.userId === who.user.userId && Boolean(e.data.researchTopics?.topics.length),
      )
    ).data;
    const topic = first.researchTopics!.topics[0]!;

    const hidden = await setHidden(who.headers, { topicId: topic.id, hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().researchTopics.hidden).toEqual([topic]);
    expect(hidden.json().researchTopics.topics.map((t: { id: string }) => t.id)).not.toContain(topic.id);

    // Matching: the snapshot networking reads no longer carries it.
    const after = (
      await recorder.waitFor(
        'profile.profile.updated',
        (e) =>
          e.data.userId === who.user.userId &&
          Date.parse(e.data.updatedAt) > Date.parse(first.updatedAt) &&
          Boolean(e.data.researchTopics),
      )
    ).data;
    expect(after.researchTopics!.topics.map((t) => t.id)).not.toContain(topic.id);
    expect(after.researchTopics!.topics.length).toBe(first.researchTopics!.topics.length - 1);
    expect(after.researchTopics).not.toHaveProperty('hidden');

    // Others do not see it on the researcher page; the owner sees it apart, to show it again.
    const other = await caller({ email: 'someone.else@example.edu' });
    const page = (
      await svc.app.inject({
        method: 'GET',
        url: `/api/researcher/${who.user.userId}`,
        headers: other.headers,
      })
    ).json() as ResearcherResponse;
    expect(page.researchTopics!.topics.map((t) => t.id)).not.toContain(topic.id);
    expect(page.researchTopics).not.toHaveProperty('hidden');
    expect((await own(who.headers)).profile.researchTopics!.hidden).toEqual([topic]);

    // The scheduled refresh rewrites the topics from OpenAlex (which lists it again): still hidden.
    const before = await svc.app.db('orcidProfiles').where({ userId: who.user.userId }).first();
    await svc.app.db('orcidProfiles').where({ id: before.id }).update({ refreshDueAt: svc.app.db.fn.now() });
    const refreshed = await waitFor(
      async () => {
        const row = await svc.app.db('orcidProfiles').where({ id: before.id }).first();
        return Date.parse(row.topicsFetchedAt) > Date.parse(before.topicsFetchedAt) ? row : null;
      },
      { what: 'a refresh from OpenAlex' },
    );
    expect(refreshed.researchTopics.map((t: { id: string }) => t.id)).toContain(topic.id);
    expect(refreshed.hiddenTopicIds).toEqual([topic.id]);
    const ownAfter = (await own(who.headers)).profile.researchTopics!;
    expect(ownAfter.hidden).toEqual([topic]);
    expect(ownAfter.topics.map((t) => t.id)).not.toContain(topic.id);
    const refreshSnapshot = (
      await recorder.waitFor(
        'profile.profile.updated',
        (e) =>
          e.data.userId === who.user.userId &&
          Date.parse(e.data.updatedAt) >= Date.parse(refreshed.updatedAt) &&
          Boolean(e.data.researchTopics),
      )
    ).data;
    expect(refreshSnapshot.researchTopics!.topics.map((t) => t.id)).not.toContain(topic.id);

    // "Download my data" lists the hidden topics.
    const data = await svc.app.inject({
      method: 'GET',
      url: `/internal/personal-data/${who.user.userId}`,
      headers: { 'x-user-context': await signServiceToken('gateway', TEST_SECRET) },
    });
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json().profile.hiddenTopicIds).toEqual([topic.id]);

    // Shown again: matched on and seen again.
    const shown = await setHidden(who.headers, { topicId: topic.id, hidden: false });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().researchTopics.hidden).toEqual([]);
    const back = (
      await recorder.waitFor(
        'profile.profile.updated',
        (e) =>
          e.data.userId === who.user.userId &&
          Boolean(e.data.researchTopics?.topics.some((t) => t.id === topic.id)) &&
          Date.parse(e.data.updatedAt) > Date.parse(refreshed.updatedAt),
      )
    ).data;
    expect(back.researchTopics!.topics).toHaveLength(first.researchTopics!.topics.length);
  });

  it('accepts only a topic of one’s own, by its OpenAlex id', async () => {
    const who = await caller({ email: 'not.theirs@example.edu' });
    // No profile yet: nothing to hide.
    expect((await setHidden(who.headers, { topicId: 'T10883', hidden: true })).statusCode).toBe(403);
    expect((await connect(svc.app, who, demoResearcher(2).orcidId)).statusCode).toBe(200);
    const unknown = await setHidden(who.headers, { topicId: 'T99999999', hidden: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_RESEARCH_TOPIC');
    expect(
      (await setHidden(who.headers, { topicId: 'computational thinking', hidden: true })).statusCode,
    ).toBe(400);
    const anonymous = await svc.app.inject({
      method: 'POST',
      url: '/api/profile/research-topics/visibility',
      payload: { topicId: 'T10883', hidden: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
