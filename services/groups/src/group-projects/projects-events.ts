import type { EventHandler } from '@app/service-kit';
import { projectsStore } from './group-projects-store';

/** Group projects are the public projects of the group's category; this keeps them current. */
export const onProjectSnapshot: EventHandler<
  'projects.project.created' | 'projects.project.updated' | 'projects.project.completed'
> = async (event, { trx }) => {
  await projectsStore.applySnapshot(trx, event.data);
};

export const onProjectDeleted: EventHandler<'projects.project.deleted'> = async (event, { trx }) => {
  await projectsStore.markRemoved(trx, event.data.projectId, event.occurredAt);
};
