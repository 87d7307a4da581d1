import { z } from 'zod';
import type { InternalRouteDefinition } from '../define-route';
import { AdminPersonalData, adminInternalRoutes } from '../admin/http';
import { GroupsPersonalData, groupsInternalRoutes } from '../groups/http';
import { IdentityPersonalData, identityInternalRoutes } from '../identity/http';
import { LiveUpdatesPersonalData, liveUpdatesInternalRoutes } from '../live-updates/http';
import { NetworkingPersonalData, networkingInternalRoutes } from '../networking/http';
import { NotificationsPersonalData, notificationsInternalRoutes } from '../notifications/http';
import { ProfilePersonalData, profileInternalRoutes } from '../profile/http';
import { ProjectsPersonalData, projectsInternalRoutes } from '../projects/http';
import type { ServiceName } from '../routes';

/**
 * Every service's export route, by service: the gateway asks each of them for "Download my data".
 * Keyed by every `ServiceName`, so a new service does not type-check until it answers for its part.
 */
export const personalDataRoutes = {
  identity: identityInternalRoutes.personalData,
  profile: profileInternalRoutes.personalData,
  networking: networkingInternalRoutes.personalData,
  projects: projectsInternalRoutes.personalData,
  groups: groupsInternalRoutes.personalData,
  notifications: notificationsInternalRoutes.personalData,
  admin: adminInternalRoutes.personalData,
  'live-updates': liveUpdatesInternalRoutes.personalData,
} as const satisfies Record<ServiceName, InternalRouteDefinition>;

/** The file "Download my data" gives: each service's part under its name. */
export const PersonalDataExport = z.object({
  userId: z.uuid(),
  exportedAt: z.string(),
  services: z.object({
    identity: IdentityPersonalData,
    profile: ProfilePersonalData,
    networking: NetworkingPersonalData,
    projects: ProjectsPersonalData,
    groups: GroupsPersonalData,
    notifications: NotificationsPersonalData,
    admin: AdminPersonalData,
    'live-updates': LiveUpdatesPersonalData,
  } satisfies Record<ServiceName, z.ZodType>),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;
