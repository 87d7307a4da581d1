import { describe, expect, it } from 'vitest';
import { isCompleted, isSeekingCollaborators, projectStatusDisplay } from './project-status';

describe('project status', () => {
  it('labels the three statuses and shows any other value like completed', () => {
    expect(projectStatusDisplay('seeking_collaborators').label).toBe('Seeking Collaborators');
    expect(projectStatusDisplay('in_progress').label).toBe('In Progress');
    expect(projectStatusDisplay('completed').label).toBe('Completed');
    expect(projectStatusDisplay('archived')).toEqual(projectStatusDisplay('completed'));
    expect(isCompleted('archived')).toBe(true);
    expect(isCompleted('in_progress')).toBe(false);
  });

  it('allows joining only while seeking collaborators', () => {
    expect(isSeekingCollaborators('seeking_collaborators')).toBe(true);
    expect(isSeekingCollaborators('in_progress')).toBe(false);
    expect(isSeekingCollaborators('completed')).toBe(false);
  });
});
