import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, first, publishEvent, testUser, waitFor } from '@app/service-kit/testing';
import {
  TOTAL_COUNT_HEADER,
  UNMATCHED_HIDDEN_HEADER,
  type SimilarResearcher,
} from '@app/contracts/networking/http';
import { call, later, linkProfile, snapshot, startHarness, userOf, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('nd');
});
afterAll(async () => {
  await h?.close();
});

/** The hand-made network of similarity-index.test.ts, delivered as profile events. */
async function network() {
  const p = (name: string, researchInterests: string[], forCodes: string[], acceptingCollaborations = true) =>
    linkProfile(
      h,
      snapshot({
        name,
        researchInterests,
        forCodes,
        acceptingCollaborations,
        publicationCount: 7,
        citationCount: 70,
        hIndex: 4,
      }),
    );
  const vera = await p('Vera Viewer', ['Computational thinking', 'Augmented reality'], ['390405']);
  const rita = await p('Rita One', ['Computational thinking', 'Augmented reality in classrooms'], ['390405']);
  const rob = await p('Rob Two', ['Augmented reality'], ['390408']);
  const ruth = await p('Ruth Three', ['Computational modelling'], ['390307']);
  const ray = await p('Ray Four', ['Marine biology'], ['3103']);
  const rhea = await p('Rhea Five', ['Computational thinking', 'Augmented reality'], ['390405'], false);
  const ron = await p('Ron Six', ['Augmented reality'], [], false);
  const rae = await p('Rae Seven', ['Marine ecology'], []);
  return { vera, rita, rob, ruth, ray, rhea, ron, rae };
}

let n: Awaited<ReturnType<typeof network>>;
beforeAll(async () => {
  n = await network();
  const uv = userOf(n.vera);
  // Vera is connected with Ron (who does not accept new collaborations), has asked Rob, and Rae asked her.
  const ron = (
    await call(h, 'POST', '/api/academic-connections', uv, { targetProfileId: n.ron.profileId })
  ).json();
  await call(h, 'POST', `/api/academic-connections/${ron.id}/accept`, userOf(n.ron));
  await call(h, 'POST', '/api/academic-connections', uv, { targetProfileId: n.rob.profileId });
  await call(h, 'POST', '/api/academic-connections', userOf(n.rae), { targetProfileId: n.vera.profileId });
});

describe('similar researchers', () => {
  it('ranks by the match score, says where I stand with each, and leaves out me and the unwilling', async () => {
    const res = await call(
      h,
      'GET',
      '/api/academic-connections/similar?includeUnmatched=true',
      userOf(n.vera),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('6');
    const list = res.json() as SimilarResearcher[];
    expect(list.map((r) => [r.name, r.matchScore, r.connectionStatus])).toEqual([
      ['Rita One', 0.868, 'none'],
      ['Rob Two', 0.622, 'pending_sent'],
      ['Ron Six', 0.382, 'connected'],
      ['Ruth Three', 0.283, 'none'],
      ['Rae Seven', 0, 'pending_received'],
      ['Ray Four', 0, 'none'],
    ]);
    const rita = first(list);
    expect(rita).toMatchObject({
      id: n.rita.profileId,
      userId: n.rita.userId,
      orcidId: n.rita.orcidId,
      position: 'Lecturer',
      institution: 'Monash University',
      department: 'School of Education',
      email: n.rita.email,
      researchInterests: ['Computational thinking', 'Augmented reality in classrooms'],
      classificationCodes: ['390405'],
      publicationCount: 7,
      citationCount: 70,
      hIndex: 4,
      connectionId: null,
    });
    expect(at(list, 1).connectionId).not.toBeNull();
  });

  it('leaves out those sharing nothing with me unless asked, and counts what it lists', async () => {
    const res = await call(h, 'GET', '/api/academic-connections/similar', userOf(n.vera));
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('4');
    expect((res.json() as SimilarResearcher[]).map((r) => r.name)).toEqual([
      'Rita One',
      'Rob Two',
      'Ron Six',
      'Ruth Three',
    ]);
  });

  it('says how many it leaves out for sharing nothing with me, within the filters', async () => {
    const hidden = async (query: string) =>
      (await call(h, 'GET', `/api/academic-connections/similar${query}`, userOf(n.vera))).headers[
        UNMATCHED_HIDDEN_HEADER
      ];
    // Rae (who asked me) and Ray share none of my interests or codes.
    expect(await hidden('')).toBe('2');
    expect(await hidden('?limit=1&offset=3')).toBe('2');
    expect(await hidden('?search=marine')).toBe('2');
    expect(await hidden('?search=ray')).toBe('1');
    expect(await hidden('?forCodes=3904')).toBe('0');
    // Nothing is left out once they are asked for.
    expect(await hidden('?includeUnmatched=true')).toBe('0');
  });

  it('pages through the list with offset and limit, the total staying the same', async () => {
    const page = await call(h, 'GET', '/api/academic-connections/similar?limit=2&offset=2', userOf(n.vera));
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe('4');
    expect((page.json() as SimilarResearcher[]).map((r) => r.name)).toEqual(['Ron Six', 'Ruth Three']);
    const past = await call(h, 'GET', '/api/academic-connections/similar?offset=10', userOf(n.vera));
    expect(past.json()).toEqual([]);
    const bad = await call(h, 'GET', '/api/academic-connections/similar?offset=-1', userOf(n.vera));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('offset must be between 0 and 1000');
  });

  it('filters by FoR code with the hierarchy: a group finds its fields, a field only itself', async () => {
    const names = async (query: string) => {
      const res = await call(h, 'GET', `/api/academic-connections/similar?${query}`, userOf(n.vera));
      expect(res.statusCode).toBe(200);
      const list = (res.json() as SimilarResearcher[]).map((r) => r.name);
      expect(res.headers[TOTAL_COUNT_HEADER]).toBe(String(list.length));
      return list;
    };
    expect(await names('forCodes=390405')).toEqual(['Rita One']);
    expect(await names('forCodes=3904')).toEqual(['Rita One', 'Rob Two']);
    expect(await names('forCodes=39')).toEqual(['Rita One', 'Rob Two', 'Ruth Three']);
    expect(await names('forCodes=390408&forCodes=390307')).toEqual(['Rob Two', 'Ruth Three']);
    // Ray (3103) shares nothing with Vera: listed under his code only when asked for the unmatched.
    expect(await names('forCodes=3103')).toEqual([]);
    expect(await names('forCodes=3103&includeUnmatched=true')).toEqual(['Ray Four']);
    expect(
      (await call(h, 'GET', '/api/academic-connections/similar?forCodes=39x', userOf(n.vera))).statusCode,
    ).toBe(400);
  });

  it('filters by keyword in name, institution or interests, ignoring case', async () => {
    const names = async (search: string, more = '') =>
      (
        (
          await call(
            h,
            'GET',
            `/api/academic-connections/similar?search=${encodeURIComponent(search)}${more}`,
            userOf(n.vera),
          )
        ).json() as SimilarResearcher[]
      ).map((r) => r.name);
    expect(await names('augmented REALITY')).toEqual(['Rita One', 'Rob Two', 'Ron Six']);
    expect(await names('ruth')).toEqual(['Ruth Three']);
    expect(await names('marine', '&includeUnmatched=true')).toEqual(['Rae Seven', 'Ray Four']);
    expect(await names('monash university')).toHaveLength(4);
    expect(await names('augmented', '&forCodes=390408')).toEqual(['Rob Two']);
  });

  it('follows profile updates: a new shared interest moves someone up', async () => {
    await linkProfile(
      h,
      {
        ...n.ray,
        researchInterests: ['Computational thinking', 'Augmented reality'],
        forCodes: ['390405'],
        updatedAt: later(),
      },
      'updated',
    );
    const list = (
      await call(h, 'GET', '/api/academic-connections/similar', userOf(n.vera))
    ).json() as SimilarResearcher[];
    expect(first(list).name).toBe('Ray Four');
    expect(first(list).matchScore).toBeGreaterThan(0.868);
  });

  it('needs a research profile, and caps the list with limit', async () => {
    const noProfile = await call(h, 'GET', '/api/academic-connections/similar', testUser());
    expect(noProfile.statusCode).toBe(403);
    expect(noProfile.json().code).toBe('PROFILE_REQUIRED');
    const two = (await call(h, 'GET', '/api/academic-connections/similar?limit=2', userOf(n.vera))).json();
    expect(two).toHaveLength(2);
    expect(
      (await call(h, 'GET', '/api/academic-connections/similar?limit=0', userOf(n.vera))).statusCode,
    ).toBe(400);
  });

  it('forgets a deleted account', async () => {
    await publishEvent(h.ns, 'identity.user.deleted', {
      userId: n.rita.userId,
      email: n.rita.email,
      deletedBy: null,
    });
    await waitFor(async () => !(await h.app.db('researchers').where({ userId: n.rita.userId }).first()), {
      what: 'Rita purged',
    });
    const list = (
      await call(h, 'GET', '/api/academic-connections/similar', userOf(n.vera))
    ).json() as SimilarResearcher[];
    expect(list.map((r) => r.name)).not.toContain('Rita One');
  });
});

describe('after a declined connection request', () => {
  it('says to the sender only that a request is not possible yet, and to nobody else', async () => {
    const p = (name: string) =>
      linkProfile(h, snapshot({ name, researchInterests: ['Glacier acoustics'], forCodes: ['370299'] }));
    const [sam, dana, olive] = [await p('Sam Sender'), await p('Dana Decliner'), await p('Olive Other')];
    const [us, ud, uo] = [userOf(sam), userOf(dana), userOf(olive)];
    const statusOf = async (viewer: typeof us, name: string) =>
      (
        (
          await call(h, 'GET', '/api/academic-connections/similar?search=glacier', viewer)
        ).json() as SimilarResearcher[]
      ).find((r) => r.name === name)?.connectionStatus;
    const asked = (
      await call(h, 'POST', '/api/academic-connections', us, { targetProfileId: dana.profileId })
    ).json();
    expect((await call(h, 'POST', `/api/academic-connections/${asked.id}/decline`, ud)).statusCode).toBe(200);

    expect(await statusOf(us, 'Dana Decliner')).toBe('not_possible_yet');
    expect(await statusOf(us, 'Olive Other')).toBe('none');
    // The one who declined may still ask the sender; others see nothing.
    expect(await statusOf(ud, 'Sam Sender')).toBe('none');
    expect(await statusOf(uo, 'Dana Decliner')).toBe('none');

    // Once the 30 days are over, Connect again.
    await h.app
      .db('requestDeclines')
      .where({ fromUserId: us.userId, toUserId: ud.userId })
      .update({ declinedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) });
    expect(await statusOf(us, 'Dana Decliner')).toBe('none');
  });
});
