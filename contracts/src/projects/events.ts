import { z } from 'zod';

export const ProjectStatus = z.enum(['seeking_collaborators', 'in_progress', 'completed']);
export type ProjectStatus = z.infer<typeof ProjectStatus>;

/** What other services keep of a project (groups list projects by category; networking draws edges). */
export const ProjectSnapshot = z.object({
  projectId: z.uuid(),
  title: z.string(),
  description: z.string(),
  duration: z.string().nullable(),
  status: z.string(),
  categories: z.array(z.string()),
  isPublic: z.boolean(),
  ownerUserId: z.uuid(),
  ownerProfileId: z.uuid(),
  /** Current members other than the owner. */
  memberUserIds: z.array(z.uuid()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ProjectSnapshot = z.infer<typeof ProjectSnapshot>;

export const ProjectDeleted = z.object({
  projectId: z.uuid(),
  title: z.string(),
  ownerUserId: z.uuid(),
  memberUserIds: z.array(z.uuid()),
});
export type ProjectDeleted = z.infer<typeof ProjectDeleted>;

export const ProjectMemberChanged = z.object({
  projectId: z.uuid(),
  projectTitle: z.string(),
  ownerUserId: z.uuid(),
  ownerProfileId: z.uuid(),
  memberUserId: z.uuid(),
  memberProfileId: z.uuid(),
  memberName: z.string(),
  role: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type ProjectMemberChanged = z.infer<typeof ProjectMemberChanged>;

export const projectsEvents = {
  'projects.project.created': ProjectSnapshot,
  'projects.project.updated': ProjectSnapshot,
  'projects.project.completed': ProjectSnapshot,
  'projects.project.deleted': ProjectDeleted,
  'projects.member.joined': ProjectMemberChanged,
  'projects.member.left': ProjectMemberChanged,
} as const;
