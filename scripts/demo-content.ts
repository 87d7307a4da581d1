/**
 * The demo network's projects and who joins which group. People are the stub's demo researchers
 * (infra/orcid-stub/src/demo-researchers.ts), referred to by email.
 */
export interface DemoProject {
  owner: string;
  members: string[];
  title: string;
  description: string;
  objectives: string;
  expectedOutputs: string;
  duration: string;
  skillsNeeded: string;
  collaboratorTypes: string;
  categories: string[];
  researchMethods: string[];
  researchMethodologies: string[];
  fundingRequired: boolean;
  fundingAmount?: string;
  complete?: boolean;
}

export const demoProjects: DemoProject[] = [
  {
    owner: 'alice@example.edu',
    members: ['bob@example.edu'],
    title: 'Computational thinking in the early years of school',
    description:
      'A three-school design study of how Foundation to Year 2 teachers introduce algorithms and sequencing through unplugged and robotics activities, and what children take from them.',
    objectives:
      'Describe effective early-years CT tasks; co-design a lesson sequence with teachers; trial it in three schools.',
    expectedOutputs: 'A teacher resource pack, two journal articles and a conference workshop.',
    duration: '18 months',
    skillsNeeded: 'Classroom observation, early childhood education, qualitative analysis',
    collaboratorTypes: 'Early-years teachers and researchers',
    categories: ['Digital Literacy and Computational Thinking', 'Curriculum Design and Pedagogy'],
    researchMethods: ['Classroom observation', 'Semi-structured interviews', 'Artefact analysis'],
    researchMethodologies: ['Design-based research'],
    fundingRequired: true,
    fundingAmount: 'AUD 45,000',
  },
  {
    owner: 'bob@example.edu',
    members: [],
    title: 'Generative AI in initial teacher education',
    description:
      'How pre-service teachers use generative AI tools when planning lessons, what they trust them with, and how teacher educators can assess AI-supported planning fairly.',
    objectives:
      'Survey pre-service teachers in four universities; analyse planning artefacts; propose assessment guidance.',
    expectedOutputs: 'Assessment guidelines for teacher educators and a journal article.',
    duration: '12 months',
    skillsNeeded: 'Survey design, AI literacy, assessment design',
    collaboratorTypes: 'Teacher educators in any Australian university',
    categories: ['Emerging Technologies', 'Assessment and Feedback'],
    researchMethods: ['Surveys and questionnaires', 'Document analysis', 'Focus groups'],
    researchMethodologies: ['Mixed methods'],
    fundingRequired: false,
  },
  {
    owner: 'priya.raman@example.edu',
    members: ['meilin.wong@example.edu', 'grace.huang@example.edu'],
    title: 'Girls’ pathways into senior digital technologies',
    description:
      'A longitudinal look at why girls choose, or leave, Digital Technologies electives between Years 9 and 11, and which school practices keep them in.',
    objectives:
      'Follow 300 students over three years; identify school-level practices linked to persistence.',
    expectedOutputs: 'A report for schools and systems, two articles, a practitioner webinar series.',
    duration: '3 years',
    skillsNeeded: 'Longitudinal survey analysis, interviews with adolescents, gender and education',
    collaboratorTypes: 'Researchers and school leaders',
    categories: ['Equity and Inclusion', 'Workforce Development and Readiness'],
    researchMethods: ['Surveys and questionnaires', 'Semi-structured interviews', 'Statistical analysis'],
    researchMethodologies: ['Longitudinal', 'Mixed methods'],
    fundingRequired: true,
    fundingAmount: 'AUD 180,000 (ARC Linkage application)',
  },
  {
    owner: 'liam.oconnor@example.edu',
    members: ['tom.williams@example.edu'],
    title: 'Makerspaces in regional secondary schools',
    description:
      'What it takes to run a makerspace well outside the capital cities: equipment, technician time, timetabling and the teaching that happens there.',
    objectives: 'Case studies of six regional schools; an infrastructure planning guide.',
    expectedOutputs: 'Planning guide, case study reports, a journal article.',
    duration: '2 years',
    skillsNeeded: 'Case study research, school infrastructure, design and technologies teaching',
    collaboratorTypes: 'Regional school teachers, education department staff',
    categories: ['Resources and Infrastructure', 'Equity and Inclusion'],
    researchMethods: ['Thematic analysis', 'Classroom observation', 'Semi-structured interviews'],
    researchMethodologies: ['Case study'],
    fundingRequired: false,
  },
  {
    owner: 'sarah.mitchell@example.edu',
    members: ['emma.roberts@example.edu', 'alice@example.edu'],
    title: 'Teachers’ self-efficacy for teaching Digital Technologies',
    description:
      'Validating a short self-efficacy scale for primary teachers teaching Digital Technologies, and testing whether a six-week professional learning program changes it.',
    objectives: 'Validate the scale; run a pre/post study of the program with 120 teachers.',
    expectedOutputs: 'A validated instrument released openly, one article, one conference paper.',
    duration: '15 months',
    skillsNeeded: 'Psychometrics, professional learning design, quantitative analysis',
    collaboratorTypes: 'Teacher educators, statisticians',
    categories: ['Teacher Beliefs and Self-Efficacy', 'Professional Learning and Identity'],
    researchMethods: ['Surveys and questionnaires', 'Pre- and post-testing'],
    researchMethodologies: ['Quasi-experimental'],
    fundingRequired: false,
  },
  {
    owner: 'daniel.kim@example.edu',
    members: [],
    title: 'Feedback on design portfolios with learning analytics',
    description:
      'Can teachers give better feedback on Year 10 design portfolios when they see how students’ work developed over time? A design experiment with a portfolio analytics dashboard.',
    objectives: 'Build and trial a dashboard; compare feedback quality with and without it.',
    expectedOutputs: 'Open-source dashboard prototype, an article on feedback quality.',
    duration: '12 months',
    skillsNeeded: 'Learning analytics, web development, assessment in design and technologies',
    collaboratorTypes: 'Developers, design and technologies teachers',
    categories: ['Assessment and Feedback', 'Emerging Technologies'],
    researchMethods: ['Learning analytics', 'Document analysis', 'Think-aloud protocols'],
    researchMethodologies: ['Design-based research'],
    fundingRequired: true,
    fundingAmount: 'AUD 30,000',
  },
  {
    owner: 'hamid.rahimi@example.edu',
    members: ['rajesh.iyer@example.edu'],
    title: 'TPACK development in the first two years of teaching',
    description:
      'How early-career technologies teachers build technological pedagogical content knowledge once they leave university, and which mentoring helps.',
    objectives: 'Interview and observe 20 early-career teachers over two years.',
    expectedOutputs: 'Mentoring recommendations and two articles.',
    duration: '2 years',
    skillsNeeded: 'Qualitative longitudinal research, TPACK, mentoring',
    collaboratorTypes: 'Researchers, mentors in schools',
    categories: ['TPACK', 'Professional Learning and Identity'],
    researchMethods: ['Semi-structured interviews', 'Classroom observation', 'Reflective journals'],
    researchMethodologies: ['Case study', 'Grounded theory'],
    fundingRequired: false,
  },
  {
    owner: 'grace.huang@example.edu',
    members: ['olivia.parker@example.edu'],
    title: 'Robotics kits as curriculum resources: an audit',
    description:
      'An audit of the robotics kits Australian schools buy, what curriculum content they support, and where they sit unused.',
    objectives: 'Survey schools nationally; map kits against the curriculum.',
    expectedOutputs: 'A public report and a curriculum-mapping tool.',
    duration: '9 months',
    skillsNeeded: 'Survey research, curriculum mapping',
    collaboratorTypes: 'Teachers, education departments',
    categories: ['Resources and Infrastructure', 'Curriculum Design and Pedagogy'],
    researchMethods: ['Surveys and questionnaires', 'Document analysis'],
    researchMethodologies: ['Cross-sectional'],
    fundingRequired: false,
    complete: true,
  },
];

/** Group name (as seeded by the groups service) and the people who join it; the first one leads it. */
export const demoGroupMemberships: Array<{ group: string; members: string[] }> = [
  {
    group: 'Computational Thinking in Primary Schools',
    members: ['alice@example.edu', 'bob@example.edu', 'emma.roberts@example.edu', 'carol@example.edu'],
  },
  {
    group: 'AI in Teacher Education',
    members: ['bob@example.edu', 'daniel.kim@example.edu', 'hamid.rahimi@example.edu'],
  },
  {
    group: 'Girls and Women in Digital Technologies',
    members: ['priya.raman@example.edu', 'meilin.wong@example.edu', 'grace.huang@example.edu'],
  },
  {
    group: 'Rural and Remote Technologies Education',
    members: ['liam.oconnor@example.edu', 'tom.williams@example.edu'],
  },
  {
    group: 'Teacher Confidence in Digital Technologies',
    members: ['sarah.mitchell@example.edu', 'alice@example.edu', 'emma.roberts@example.edu'],
  },
  {
    group: 'TPACK in Initial Teacher Education',
    members: ['hamid.rahimi@example.edu', 'rajesh.iyer@example.edu', 'sophie.laurent@example.edu'],
  },
  {
    group: 'Assessing Design Thinking and Making',
    members: ['daniel.kim@example.edu', 'jack.dunn@example.edu'],
  },
  {
    group: 'Makerspaces and School Infrastructure',
    members: ['liam.oconnor@example.edu', 'grace.huang@example.edu', 'olivia.parker@example.edu'],
  },
  {
    group: 'Data Literacy Across the Curriculum',
    members: ['fatima.haddad@example.edu', 'benjamin.clarke@example.edu'],
  },
  {
    group: 'Robotics and Extended Reality in Classrooms',
    members: ['kenji.watanabe@example.edu', 'chloe.anderson@example.edu', 'samuel.okafor@example.edu'],
  },
];
