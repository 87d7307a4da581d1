import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type {
  ClassificationCodes,
  ClassificationCodesBody,
  Preferences,
  PreferencesBody,
  ResearchInterest,
} from '@app/contracts/profile/http';
import {
  RESEARCH_TOPIC_UNKNOWN,
  type ResearchTopicVisibilityBody,
  type ResearchTopics,
} from '@app/contracts/profile/research-topics';
import { badRequest, profileRequired, type EventPublisher, type PublishMeta } from '@app/service-kit';
import { ownResearchTopicsOf, type ProfileRow } from '../shared/profile';
import { classificationCodesStore } from './classification-codes-store';
import { profilesStore } from '../shared/profiles-store';
import { researchInterestsStore } from './research-interests-store';
import { profilePartsStore } from '../shared/profile-parts-store';
import { snapshotOf } from '../shared/profile-views';

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * The researcher's own edits: interests, classification codes and preferences. Each runs in one
 * transaction that locks the profile, saves, and publishes the new snapshot.
 */
export class ProfileEdits {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
  ) {}

  private async edit<T>(
    user: UserContext,
    meta: PublishMeta,
    change: (trx: Knex.Transaction, profile: ProfileRow) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (trx) => {
      const profile = await profilesStore.lockByUserId(trx, user.userId);
      if (!profile) throw profileRequired();
      const result = await change(trx, profile);
      const touched = await profilesStore.touch(trx, profile.id);
      await this.events.publish(trx, 'profile.profile.updated', await snapshotOf(trx, touched), meta);
      return result;
    });
  }

  async setResearchInterests(
    user: UserContext,
    interestIds: readonly string[],
    meta: PublishMeta,
  ): Promise<ResearchInterest[]> {
    const ids = unique(interestIds);
    const known = new Set((await researchInterestsStore.byIds(this.db, ids)).map((i) => i.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw badRequest(`Unknown research interest: ${unknown.join(', ')}`, 'UNKNOWN_RESEARCH_INTEREST');
    return this.edit(user, meta, async (trx, profile) => {
      await researchInterestsStore.setForProfile(trx, profile.id, ids);
      return profilePartsStore.researchInterests(trx, profile.id);
    });
  }

  async setClassificationCodes(
    user: UserContext,
    body: ClassificationCodesBody,
    meta: PublishMeta,
  ): Promise<ClassificationCodes> {
    const codes = {
      forCodes: unique(body.forCodes),
      rfcdCodes: unique(body.rfcdCodes),
      seoCodes: unique(body.seoCodes),
      anzsicCodes: unique(body.anzsicCodes),
    };
    const known = await classificationCodesStore.existingForCodes(this.db, codes.forCodes);
    const unknown = codes.forCodes.filter((c) => !known.has(c));
    if (unknown.length > 0) throw badRequest(`Unknown FoR code: ${unknown.join(', ')}`, 'UNKNOWN_FOR_CODE');
    return this.edit(user, meta, async (trx, profile) => {
      await classificationCodesStore.setForProfile(trx, profile.id, codes);
      return profilePartsStore.classificationCodes(trx, profile.id);
    });
  }

  /**
   * Hides one of the researcher's OpenAlex topics (or shows it again). The id is kept apart from the
   * topics, which every refresh rewrites, so it stays hidden when OpenAlex lists it again.
   */
  async setResearchTopicVisibility(
    user: UserContext,
    { topicId, hidden }: ResearchTopicVisibilityBody,
    meta: PublishMeta,
  ): Promise<ResearchTopics> {
    return this.edit(user, meta, async (trx, profile) => {
      const known = (profile.researchTopics ?? []).some((t) => t.id === topicId);
      const ids = new Set(profile.hiddenTopicIds);
      // Showing again always works (a topic OpenAlex dropped may still be on the hidden list).
      if (hidden && !known) throw badRequest(RESEARCH_TOPIC_UNKNOWN, 'UNKNOWN_RESEARCH_TOPIC');
      if (hidden) ids.add(topicId);
      else ids.delete(topicId);
      const saved = await profilesStore.update(trx, profile.id, { hiddenTopicIds: [...ids] });
      const topics = ownResearchTopicsOf(saved);
      if (!topics) throw badRequest(RESEARCH_TOPIC_UNKNOWN, 'UNKNOWN_RESEARCH_TOPIC');
      return topics;
    });
  }

  async setPreferences(user: UserContext, body: PreferencesBody, meta: PublishMeta): Promise<Preferences> {
    return this.edit(user, meta, async (trx, profile) => {
      const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const saved = await profilesStore.update(trx, profile.id, patch);
      return {
        availableForSupervision: saved.availableForSupervision,
        availableForExamination: saved.availableForExamination,
        acceptingCollaborations: saved.acceptingCollaborations,
        contactPreferences: saved.contactPreferences,
        emailVisibleToMembers: saved.emailVisibleToMembers,
        researchStatement: saved.researchStatement,
      };
    });
  }
}
