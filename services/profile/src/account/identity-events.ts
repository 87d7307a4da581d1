import type { DomainEvent } from '@app/contracts/events';
import { isDeleted, type HandlerContext, type HandlerMap } from '@app/service-kit';
import type { OrcidLinking } from '../orcid';
import type { ProfileRemoval } from './profile-removal';
import { snapshotOf, type Emit } from '../shared/profile-views';
import { accountsStore } from '../shared/accounts-store';
import { profilesStore } from '../shared/profiles-store';

type AccountEvent = DomainEvent<'identity.user.registered'> | DomainEvent<'identity.user.updated'>;

const emitOf =
  (ctx: HandlerContext): Emit =>
  (type, data) =>
    ctx.publish(type, data);

export interface IdentityEventDeps {
  linking: OrcidLinking;
  removal: ProfileRemoval;
}

/**
 * What profile does with identity's events: keeps each account's email and names (snapshot email,
 * name fallback), links an iD the sign-in provider vouched for as verified, and purges a deleted
 * account entirely.
 */
export function identityHandlers({ linking, removal }: IdentityEventDeps): HandlerMap {
  async function onAccount(event: AccountEvent, ctx: HandlerContext): Promise<void> {
    const { trx } = ctx;
    const user = event.data;
    if (await isDeleted(trx, user.userId)) return; // a late event about a deleted account

    // Ask ORCID before taking any lock, so a slow ORCID holds nothing up.
    const verified = user.verifiedOrcidId;
    const current = await profilesStore.byUserId(trx, user.userId);
    const mustLink = verified !== null && !(current?.orcidId === verified && current.orcidVerified);
    const imported = mustLink ? await linking.fetchProvenRecord(user.userId, verified) : null;

    await linking.lockForLink(trx, user.userId, mustLink ? verified : null);
    const { applied, detailsChanged } = await accountsStore.applyEvent(
      trx,
      user.userId,
      {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        verifiedOrcidId: user.verifiedOrcidId,
      },
      event.occurredAt,
    );
    if (!applied) return; // older than what we hold

    const profile = await profilesStore.lockByUserId(trx, user.userId);
    if (profile && detailsChanged) {
      const touched = await profilesStore.touch(trx, profile.id);
      await ctx.publish('profile.profile.updated', await snapshotOf(trx, touched));
    }
    if (mustLink) await linking.linkVerifiedFromSignIn(trx, user.userId, verified, imported, emitOf(ctx));
  }

  return {
    'identity.user.registered': onAccount,
    'identity.user.updated': onAccount,
    'identity.user.deleted': async (event, ctx) => {
      await removal.purgeUser(ctx.trx, event.data.userId, event.occurredAt, emitOf(ctx));
    },
  };
}
