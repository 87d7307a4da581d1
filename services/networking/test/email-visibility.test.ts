import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, testUser } from '@app/service-kit/testing';
import type {
  ConnectionRequest,
  MyConnection,
  OutgoingSupervisorRequest,
  SimilarResearcher,
  SupervisorResult,
} from '@app/contracts/networking/http';
import {
  call,
  eventsAbout,
  later,
  linkProfile,
  snapshot,
  startHarness,
  userOf,
  type Harness,
} from './helpers';

/**
 * Issue 21: a researcher chooses whether signed-in members see their email address. Kept to
 * themselves, it appears in no list another member reads: the finders, discovery, connections and
 * requests. Mail still reaches them (the events carry the address for delivery).
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness('ev');
});
afterAll(async () => {
  await h?.close();
});

describe('a researcher who keeps their email address to themselves', () => {
  it('shows it to nobody, in any list, and is still mailed', async () => {
    const open = await linkProfile(
      h,
      snapshot({ name: 'Olive Open', availableForSupervision: true, researchInterests: ['Robotics'] }),
    );
    const privy = await linkProfile(
      h,
      snapshot({
        name: 'Petra Private',
        availableForSupervision: true,
        researchInterests: ['Robotics'],
        emailVisibleToMembers: false,
      }),
    );
    const member = testUser();
    const student = userOf(
      await linkProfile(h, snapshot({ name: 'Sam Student', researchInterests: ['Robotics'] })),
    );

    const found = (
      await call(h, 'GET', '/api/phd-supervisors?limit=50', member)
    ).json() as SupervisorResult[];
    expect(found.find((r) => r.userId === open.userId)!.email).toBe(open.email);
    expect(found.find((r) => r.userId === privy.userId)!.email).toBeNull();

    const similar = (
      await call(h, 'GET', '/api/academic-connections/similar', student)
    ).json() as SimilarResearcher[];
    expect(similar.find((r) => r.userId === privy.userId)!.email).toBeNull();
    expect(similar.find((r) => r.userId === open.userId)!.email).toBe(open.email);

    // A supervision request: the student's outgoing list shows no address; the mail event has it.
    const asked = await call(h, 'POST', '/api/phd-supervisor-requests', student, {
      supervisorId: privy.profileId,
      thesisTitle: 'Robots in class',
      researchArea: 'Robotics',
      message: 'Would you supervise my thesis on robots?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json() as OutgoingSupervisorRequest).supervisorEmail).toBeNull();
    const outgoing = (
      await call(h, 'GET', '/api/phd-supervisor-requests', student)
    ).json() as OutgoingSupervisorRequest[];
    expect(first(outgoing).supervisorEmail).toBeNull();
    const [created] = await eventsAbout(h, (asked.json() as OutgoingSupervisorRequest).id);
    expect(created!.data.toEmail).toBe(privy.email);

    // Connected: still no address in the student's connections.
    await call(
      h,
      'POST',
      `/api/academic-connections/${(asked.json() as { id: string }).id}/accept`,
      userOf(privy),
    );
    const mine = (await call(h, 'GET', '/api/academic-connections', student)).json() as MyConnection[];
    expect(mine.find((c) => c.userId === privy.userId)!.email).toBeNull();

    // Petra asks Olive to connect: Olive's incoming request shows no address for Petra.
    const req = await call(h, 'POST', '/api/academic-connections', userOf(privy), {
      targetUserId: open.userId,
    });
    expect(req.statusCode, req.body).toBe(201);
    const incoming = (
      await call(h, 'GET', '/api/academic-connections/requests', userOf(open))
    ).json() as ConnectionRequest[];
    const fromPetra = incoming.find((r) => r.fromUserId === privy.userId)!;
    expect([fromPetra.fromEmail, fromPetra.requesterEmail, fromPetra.fromProfile.email]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('follows their choice from one search to the next, hidden and shown again', async () => {
    const s = await linkProfile(
      h,
      snapshot({ name: 'Rita Returns', availableForSupervision: true, emailVisibleToMembers: true }),
    );
    const emailShown = async () => {
      const found = (
        await call(h, 'GET', '/api/phd-supervisors?limit=50', testUser())
      ).json() as SupervisorResult[];
      return found.find((r) => r.userId === s.userId)!.email;
    };
    // (Each search right after the last: the rows shown are kept between searches.)
    expect(await emailShown()).toBe(s.email);
    await linkProfile(h, { ...s, emailVisibleToMembers: false, updatedAt: later() }, 'updated');
    expect(await emailShown()).toBeNull();
    await linkProfile(h, { ...s, emailVisibleToMembers: true, updatedAt: later() }, 'updated');
    expect(await emailShown()).toBe(s.email);
  });
});
