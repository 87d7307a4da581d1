import { describe, expect, it } from 'vitest';
import { EDGE_TYPE_OPTIONS, edgeColour, edgeWidth } from './edge-style';

describe('edge style', () => {
  it('colours each connection type as the spec says and unknown types grey', () => {
    expect(edgeColour('collaboration')).toBe('#3b82f6');
    expect(edgeColour('project_collaboration')).toBe('#ef4444');
    expect(edgeColour('examination')).toBe('#f59e0b');
    expect(edgeColour('research_group')).toBe('#10b981');
    expect(edgeColour('mentoring')).toBe('#9ca3af');
    expect(edgeColour('toString')).toBe('#9ca3af');
  });

  it('varies the width by type', () => {
    const widths = new Set(EDGE_TYPE_OPTIONS.map((o) => edgeWidth(o.type)));
    expect(widths.size).toBe(4);
    expect(edgeWidth('mentoring')).toBeGreaterThan(0);
  });

  it('labels the four checkboxes in the spec words', () => {
    expect(EDGE_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'Academic Connections',
      'Project Collaborations',
      'Examinations',
      'Research Groups',
    ]);
  });
});
