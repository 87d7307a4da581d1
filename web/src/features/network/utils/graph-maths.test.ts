import { describe, expect, it } from 'vitest';
import {
  connectionCounts,
  countsFor,
  formatAverage,
  formatDensity,
  formatPublications,
  linksIn,
  networkSummary,
  nodeRadius,
  shownNodeRadius,
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

  it('is drawn at most as big as 100 connections make it', () => {
    expect(shownNodeRadius(4)).toBe(21);
    expect(shownNodeRadius(100)).toBe(45);
    expect(shownNodeRadius(2500)).toBe(45);
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

describe('statistics as shown', () => {
  it('gives average connections to 1 decimal and density to 2', () => {
    expect(formatAverage(12.0)).toBe('12.0');
    expect(formatAverage(0)).toBe('0.0');
    expect(formatDensity(0.012)).toBe('0.01%');
    expect(formatDensity(100)).toBe('100.00%');
  });
});

describe('linksIn', () => {
  it('counts a shared project or group edge as the projects or groups it stands for, a connection once', () => {
    const edge = (type: string, strength: number) => ({ source: 'a', target: 'b', type, strength });
    expect(
      linksIn([
        edge('collaboration', 2),
        edge('examination', 1),
        edge('project_collaboration', 3),
        edge('research_group', 2),
      ]),
    ).toBe(1 + 1 + 3 + 2);
    expect(linksIn([])).toBe(0);
  });
});

describe('networkSummary', () => {
  it('says how much of a bigger network is shown, with separators', () => {
    expect(
      networkSummary({ researchers: 2000, connections: 9800 }, { researchers: 100000, connections: 600355 }),
    ).toBe('Showing 2,000 of 100,000 researchers and 9,800 of 600,355 connections');
    expect(networkSummary({ researchers: 3, connections: 0 }, { researchers: 3, connections: 2 })).toBe(
      'Showing 3 of 3 researchers and 0 of 2 connections',
    );
  });

  it('gives the plain count when everything is shown or the whole is not known yet', () => {
    expect(networkSummary({ researchers: 3, connections: 2 }, { researchers: 3, connections: 2 })).toBe(
      'Showing 3 researchers and 2 connections',
    );
    expect(networkSummary({ researchers: 1, connections: 1 }, null)).toBe(
      'Showing 1 researcher and 1 connection',
    );
    // Figures counted a moment before a newcomer: never "5 of 3".
    expect(networkSummary({ researchers: 5, connections: 2 }, { researchers: 3, connections: 2 })).toBe(
      'Showing 5 researchers and 2 connections',
    );
    expect(networkSummary({ researchers: 5, connections: 1 }, { researchers: 3, connections: 2 })).toBe(
      'Showing 5 of 5 researchers and 1 of 2 connections',
    );
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
    // The server sends the first three and how many there are.
    expect(researchAreasPreview(['a', 'b', 'c'], 7)).toEqual({ shown: ['a', 'b', 'c'], more: 4 });
  });
});
