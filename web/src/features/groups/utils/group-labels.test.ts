import { describe, expect, it } from 'vitest';
import { countLabel, groupProjectStatusLabel, leadershipButtonLabel } from './group-labels';

describe('group card labels', () => {
  it('counts in the singular for one and the plural otherwise', () => {
    expect(countLabel(0, 'member')).toBe('0 members');
    expect(countLabel(1, 'member')).toBe('1 member');
    expect(countLabel(12, 'leader')).toBe('12 leaders');
  });

  it('labels project statuses, unknown ones like completed', () => {
    expect(groupProjectStatusLabel('seeking_collaborators')).toBe('Seeking Collaborators');
    expect(groupProjectStatusLabel('in_progress')).toBe('In Progress');
    expect(groupProjectStatusLabel('completed')).toBe('Completed');
    expect(groupProjectStatusLabel('archived')).toBe('Completed');
  });

  it('offers Stop Leading to leaders and Become Leader to other members', () => {
    expect(leadershipButtonLabel(true)).toBe('Stop Leading');
    expect(leadershipButtonLabel(false)).toBe('Become Leader');
  });
});
