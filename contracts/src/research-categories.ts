/**
 * The ten research categories of the network (spec 2, section 9). Research groups have exactly one;
 * research projects list any number. `value` is what is stored and sent; `label` is what people read.
 */
export const researchCategories = [
  {
    value: 'Curriculum Design and Pedagogy',
    description:
      'How technologies curricula are designed, sequenced and taught, from early years to initial teacher education.',
  },
  {
    value: 'TPACK',
    description:
      'Technological Pedagogical Content Knowledge: how teachers combine technology, pedagogy and subject knowledge.',
  },
  {
    value: 'Digital Literacy and Computational Thinking',
    description:
      'Learners’ capabilities with digital tools, data and algorithms, and how computational thinking is developed.',
  },
  {
    value: 'Equity and Inclusion',
    description:
      'Access, participation and outcomes in technologies education across gender, disability, rurality and culture.',
  },
  {
    value: 'Teacher Beliefs and Self-Efficacy',
    description: 'What teachers believe about technologies education and their confidence to teach it.',
  },
  {
    value: 'Assessment and Feedback',
    description:
      'Assessing design and digital technologies work, feedback practices and evidence of learning.',
  },
  {
    value: 'Workforce Development and Readiness',
    description: 'Preparing, recruiting and retaining the technologies teaching workforce and its pipeline.',
  },
  {
    value: 'Professional Learning and Identity',
    description: 'How technologies teachers learn across their careers and form professional identities.',
  },
  {
    value: 'Resources and Infrastructure',
    description:
      'Facilities, equipment, software, funding and time that make technologies education possible.',
  },
  {
    value: 'Emerging Technologies',
    description:
      'Generative AI, robotics, extended reality and other new technologies in teaching and learning.',
  },
] as const;

export type ResearchCategory = (typeof researchCategories)[number]['value'];
export const researchCategoryValues = researchCategories.map((c) => c.value) as [
  ResearchCategory,
  ...ResearchCategory[],
];
