import { randomUUID } from 'node:crypto';
import type { EventData } from '@app/contracts/events';
import type { UserSnapshot } from '@app/contracts/identity/events';
import type { ProfileSnapshot } from '@app/contracts/profile/events';

/**
 * A valid research profile as the profile service publishes it (`profile.profile.linked` and
 * `.updated`): a lecturer with no interests, codes or publications, open to collaborations and
 * nothing else. Fresh ids each call; give what a test cares about in `overrides`.
 */
export function testProfileSnapshot(overrides: Partial<ProfileSnapshot> = {}): ProfileSnapshot {
  return {
    profileId: randomUUID(),
    userId: randomUUID(),
    orcidId: '0000-0002-1825-0097',
    orcidVerified: true,
    name: 'Pat Researcher',
    email: `pat.${randomUUID().slice(0, 6)}@example.edu`,
    emailVisibleToMembers: true,
    biography: null,
    position: 'Lecturer',
    institution: 'Example University',
    department: null,
    profileImageUrl: null,
    researchInterests: [],
    forCodes: [],
    availableForSupervision: false,
    availableForExamination: false,
    acceptingCollaborations: true,
    publicationCount: 0,
    citationCount: 0,
    hIndex: 0,
    careerStartYear: null,
    recentPublications: [],
    publications: [],
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * A valid user as identity publishes it (`identity.user.registered` and `.updated`): an active
 * academic who signed in through the dev provider without a vouched ORCID iD.
 */
export function testUserSnapshot(overrides: Partial<UserSnapshot> = {}): UserSnapshot {
  return {
    userId: randomUUID(),
    email: `pat.${randomUUID().slice(0, 6)}@example.edu`,
    firstName: 'Pat',
    lastName: 'Researcher',
    role: 'academic',
    isActive: true,
    verifiedOrcidId: null,
    oidcIssuer: 'http://dev-oidc.test',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** One side of a connection, as networking's events name it. */
export interface TestParty {
  userId: string;
  profileId: string;
  name: string;
  email: string;
}

/**
 * A research-interest connection request from `from` to `to` as networking publishes it
 * (`networking.connection.requested`), with no message. Fresh connection id each call.
 */
export function testConnectionEvent(
  from: TestParty,
  to: TestParty,
  overrides: Partial<EventData<'networking.connection.requested'>> = {},
): EventData<'networking.connection.requested'> {
  return {
    connectionId: randomUUID(),
    connectionType: 'research_interest',
    status: 'pending',
    fromUserId: from.userId,
    fromProfileId: from.profileId,
    fromName: from.name,
    fromEmail: from.email,
    toUserId: to.userId,
    toProfileId: to.profileId,
    toName: to.name,
    toEmail: to.email,
    actorUserId: from.userId,
    message: null,
    thesisTitle: null,
    researchArea: null,
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}
