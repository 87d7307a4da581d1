import { describe, expect, it } from 'vitest';
import {
  byRelevanceThenNewest,
  matchStrength,
  projectMatchTerms,
  relevanceProfile,
  relevanceScore,
  share,
} from '../src/projects/relevance';
import { stem, terms } from '../src/projects/terms';

const FOR_TITLES: Record<string, string> = {
  '3901': 'Curriculum and pedagogy',
  '390104': 'English and literacy curriculum and pedagogy (excl. LOTE, ESL and TESOL)',
  '390113': 'Science, technology and engineering curriculum and pedagogy',
};
const forTitle = (code: string) => FOR_TITLES[code];

const project = (
  title: string,
  description: string,
  categories: string[] = [],
  skillsNeeded: string | null = null,
) => ({
  matchTerms: projectMatchTerms({ title, description, skillsNeeded }),
  categories,
});

describe('terms', () => {
  it('brings the forms of a word to one stem', () => {
    const families = [
      ['teacher', 'teachers', 'teaching'],
      ['learning', 'learners', 'learn'],
      ['technology', 'technologies', 'technological'],
      ['pedagogy', 'pedagogical', 'pedagogies'],
      ['computation', 'computational', 'computing', 'computers'],
      ['robot', 'robots', 'robotics'],
      ['assessment', 'assessments', 'assessing'],
      ['engineering', 'engineers', 'engineer'],
      ['games', 'game'],
    ];
    for (const family of families) expect(new Set(family.map(stem)).size, family.join()).toBe(1);
  });

  it('leaves short words and words that only look plural alone', () => {
    for (const word of ['ai', 'stem', 'data', 'tpack', 'class', 'focus', 'analysis'])
      expect(stem(word)).toBe(word);
  });

  it('drops function words and words every project shares, and splits on anything but letters and digits', () => {
    expect(terms('The research project: Self-Efficacy of teachers, and AI!')).toEqual([
      'self',
      stem('efficacy'),
      'teach',
      'ai',
    ]);
    expect(terms('Éducation')).toEqual(terms('education'));
    expect(terms(null)).toEqual([]);
  });
});

describe('the parts of the score', () => {
  it('share is the fraction of wanted terms available', () => {
    expect(share(['a', 'b'], new Set(['b', 'c']))).toBe(0.5);
    expect(share([], new Set(['a']))).toBe(0);
  });

  it('squares each share and saturates the sum: one full match is half, partial matches count less', () => {
    expect(matchStrength([])).toBe(0);
    expect(matchStrength([1])).toBe(0.5);
    expect(matchStrength([1, 1])).toBe(0.75);
    expect(matchStrength([0.5])).toBeCloseTo(1 - 0.5 ** 0.25);
    expect(matchStrength([1, 1, 1, 1, 1, 1, 1, 1])).toBeLessThan(1);
  });

  it('reads FoR titles without their exclusions', () => {
    const profile = relevanceProfile([], ['390104'], forTitle);
    expect(profile.forTitles).toEqual([['english', stem('literacy'), 'curriculum', stem('pedagogy')]]);
  });

  it('ignores FoR codes it does not know and blank interests', () => {
    const profile = relevanceProfile(['  ', 'of the'], ['999999'], forTitle);
    expect(profile.allTerms.size).toBe(0);
    expect(relevanceScore(profile, project('Anything', 'at all'))).toBe(0);
  });
});

describe('relevance of projects to a researcher', () => {
  const researcher = relevanceProfile(
    ['Computational thinking', 'Educational robotics'],
    ['390113'],
    forTitle,
  );
  const robotics = project(
    'Robotics kits for computational thinking',
    'How primary teachers use robots to develop computational thinking.',
    ['Digital Literacy and Computational Thinking', 'Emerging Technologies'],
  );
  const engineering = project(
    'Teacher beliefs about engineering',
    'How teachers view the engineering and technology curriculum.',
    ['Teacher Beliefs and Self-Efficacy'],
    'Qualitative interviewing, NVivo',
  );
  const wellbeing = project(
    'Rural school wellbeing survey',
    'Surveying the wellbeing of students in rural schools.',
    ['Equity and Inclusion'],
  );

  it('scores interests, then FoR titles, then categories, on a 0-100 scale', () => {
    // Interests: "computational thinking" fully (1) and "educational robotics" half (0.5^2):
    // I = 1 - 0.5^1.25; no FoR term; categories: half of each of two (2 * 0.5^2): C = 1 - 0.5^0.5.
    const expected = Math.round(100 * (0.5 * (1 - 0.5 ** 1.25) + 0.2 * (1 - 0.5 ** 0.5)));
    expect(relevanceScore(researcher, robotics)).toBe(expected);
    expect(expected).toBe(35);
    // Only the FoR title: engineering, technology and curriculum are 3 of its 5 terms.
    expect(relevanceScore(researcher, engineering)).toBe(Math.round(100 * 0.3 * (1 - 0.5 ** 0.36)));
    expect(relevanceScore(researcher, wellbeing)).toBe(0);
  });

  it('ranks the closer project higher, and stays within 0-100 for a perfect match', () => {
    expect(relevanceScore(researcher, robotics)).toBeGreaterThan(relevanceScore(researcher, engineering));
    expect(relevanceScore(researcher, engineering)).toBeGreaterThan(5);
    const everything = project(
      'Computational thinking and educational robotics',
      'Science, technology and engineering curriculum and pedagogy',
      ['Digital Literacy and Computational Thinking'],
    );
    const score = relevanceScore(researcher, everything);
    expect(score).toBeGreaterThan(relevanceScore(researcher, robotics));
    expect(score).toBeLessThanOrEqual(100);
  });

  it('finds interests in the skills needed too', () => {
    const viaSkills = project(
      'Classroom study',
      'Observing lessons',
      [],
      'Computational thinking assessment',
    );
    expect(relevanceScore(researcher, viaSkills)).toBeGreaterThan(0);
  });

  it("scores a project the same on its terms among the researcher's alone (what the browse reads)", () => {
    for (const p of [robotics, engineering, wellbeing]) {
      const shared = { ...p, matchTerms: p.matchTerms.filter((t) => researcher.allTerms.has(t)) };
      expect(shared.matchTerms.length).toBeLessThan(p.matchTerms.length);
      expect(relevanceScore(researcher, shared)).toBe(relevanceScore(researcher, p));
    }
  });

  it('gives 0 to a researcher with nothing to compare', () => {
    expect(relevanceScore(relevanceProfile([], [], forTitle), robotics)).toBe(0);
  });
});

describe('browse order', () => {
  it('puts the most relevant first, then the newest, then orders by id', () => {
    const items = [
      { id: 'a', relevanceScore: 10, createdAt: '2024-01-01T00:00:00.000Z' },
      { id: 'b', relevanceScore: 40, createdAt: '2023-01-01T00:00:00.000Z' },
      { id: 'c', relevanceScore: 10, createdAt: '2024-06-01T00:00:00.000Z' },
      { id: 'd', relevanceScore: 10, createdAt: '2024-06-01T00:00:00.000Z' },
    ];
    expect([...items].sort(byRelevanceThenNewest).map((i) => i.id)).toEqual(['b', 'd', 'c', 'a']);
  });
});
