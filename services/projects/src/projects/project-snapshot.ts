import type { ProjectDeleted, ProjectSnapshot } from '@app/contracts/projects/events';
import type { ProjectRow } from './project-rules';

export function projectSnapshot(project: ProjectRow, memberUserIds: string[]): ProjectSnapshot {
  return {
    projectId: project.id,
    title: project.title,
    description: project.description,
    duration: project.duration,
    status: project.status,
    categories: project.categories,
    isPublic: project.isPublic,
    ownerUserId: project.ownerUserId,
    ownerProfileId: project.createdBy,
    memberUserIds,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
  };
}

export function projectDeleted(project: ProjectRow, memberUserIds: string[]): ProjectDeleted {
  return {
    projectId: project.id,
    title: project.title,
    ownerUserId: project.ownerUserId,
    memberUserIds,
  };
}
