export interface StatusDisplay {
  label: string;
  color: 'green' | 'blue' | 'default';
}

/** Spec 2 §4: seeking_collaborators, in_progress, completed; any other value displays like completed. */
export function projectStatusDisplay(status: string): StatusDisplay {
  if (status === 'seeking_collaborators') return { label: 'Seeking Collaborators', color: 'green' };
  if (status === 'in_progress') return { label: 'In Progress', color: 'blue' };
  return { label: 'Completed', color: 'default' };
}

export const isSeekingCollaborators = (status: string) => status === 'seeking_collaborators';
export const isCompleted = (status: string) => status !== 'seeking_collaborators' && status !== 'in_progress';
