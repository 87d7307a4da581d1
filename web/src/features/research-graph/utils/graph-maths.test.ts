import { describe, expect, it } from 'vitest';
import {
  connectionCounts,
  countsFor,
  formatAverage,
  formatDensity,
  formatPublications,
  networkStatistics,
  nodeRadius,
  researchAreasPreview,
  truncate,
} from './graph-maths';

describe('nodeRadius', () => {
  it('is sqrt(connections) * 3 + 15', () => {
    expect(nodeRadius(0)).toBe(15);
    expect(nodeRadius(1)).toBe(18);
    expect(nodeRadius(4)).toBe(21);
    expect(nodeRadius(100)).toBe(45);
    expect(nodeRadius(10)).toBeCloseTo(Math.sqrt(10) * 3 + 15, 10);
  });
});

describe('truncate', () => {
  it('cuts names to 15 and institutions to 20 characters with an ellipsis', () => {
    expect(truncate('Alexandra Montgomery', 15)).toBe('Alexandra Montg…');
    expect(truncate('Ada Lovelace', 15)).toBe('Ada Lovelace');
    expect(truncate('Exactly fifteen', 15)).toBe('Exactly fifteen');
    expect(truncate('Queensland University of Technology', 20)).toBe('Queensland Universit…');
  });
});

describe('connectionCounts', () => {
  const edges = [
    { source: 'a', target: 'b', type: 'collaboration', strength: 1 },
    { source: 'a', target: 'c', type: 'project_collaboration', strength: 2 },
    { source: 'c', target: 'a', type: 'examination', strength: 1 },
    { source: 'a', target: 'd', type: 'research_group', strength: 1 },
    { source: 'a', target: 'e', type: 'mentoring', strength: 1 },
    { source: 'a', target: 'a', type: 'collaboration', strength: 1 },
  ];

  it('counts every connection of a researcher, by type, ignoring loops', () => {
    const counts = connectionCounts(edges);
    expect(countsFor(counts, 'a')).toEqual({
      total: 5,
      academic: 1,
      project: 1,
      examination: 1,
      researchGroup: 1,
    });
    expect(countsFor(counts, 'c')).toEqual({
      total: 2,
      academic: 0,
      project: 1,
      examination: 1,
      researchGroup: 0,
    });
    expect(countsFor(counts, 'e').total).toBe(1);
  });

  it('gives zeros for someone without connections', () => {
    expect(countsFor(connectionCounts(edges), 'z')).toEqual({
      total: 0,
      academic: 0,
      project: 0,
      examination: 0,
      researchGroup: 0,
    });
  });
});

describe('networkStatistics', () => {
  it('averages edges * 2 / nodes', () => {
    expect(networkStatistics(4, 3).averageConnections).toBe(1.5);
    expect(formatAverage(networkStatistics(3, 1).averageConnections)).toBe('0.7');
    expect(formatAverage(networkStatistics(2000, 10000).averageConnections)).toBe('10.0');
  });

  it('has no average without nodes', () => {
    expect(networkStatistics(0, 0).averageConnections).toBe(0);
    expect(formatAverage(0)).toBe('0.0');
  });

  it('gives density as edges over n(n-1)/2 in per cent', () => {
    expect(networkStatistics(4, 3).densityPercent).toBe(50);
    expect(networkStatistics(2000, 10000).densityPercent).toBeCloseTo((10000 / 1999000) * 100, 10);
    expect(formatDensity(networkStatistics(2000, 10000).densityPercent)).toBe('0.50%');
    expect(formatDensity(networkStatistics(4, 6).densityPercent)).toBe('100.00%');
  });

  it('is 0% under two nodes and never above 100%', () => {
    expect(networkStatistics(0, 0).densityPercent).toBe(0);
    expect(networkStatistics(1, 5).densityPercent).toBe(0);
    // More edges than pairs (several types between the same people) still reads 100%.
    expect(networkStatistics(3, 10).densityPercent).toBe(100);
  });
});

describe('node details', () => {
  it('shows publications as 50+ above 50', () => {
    expect(formatPublications(0)).toBe('0');
    expect(formatPublications(50)).toBe('50');
    expect(formatPublications(51)).toBe('50+');
  });

  it('shows up to three research areas and counts the rest', () => {
    expect(researchAreasPreview([])).toEqual({ shown: [], more: 0 });
    expect(researchAreasPreview(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(researchAreasPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });
});
