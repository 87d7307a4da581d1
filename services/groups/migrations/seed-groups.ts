import type { ResearchCategory } from '@app/contracts';

/**
 * The research groups the network starts with: at least one per research category, so every
 * category has somewhere to gather from day one. New groups are added by later migrations.
 */
export const seedGroups: Array<{ name: string; description: string; category: ResearchCategory }> = [
  {
    name: 'Design and Technologies Curriculum Collective',
    description:
      'Researchers and teacher educators studying how the Design and Technologies curriculum is interpreted, sequenced and enacted in Australian schools, from Foundation to Year 10. We share curriculum mapping studies, unit designs and classroom case studies.',
    category: 'Curriculum Design and Pedagogy',
  },
  {
    name: 'Project-Based Learning in Technologies',
    description:
      'A group for research on project-based and design-based pedagogies in technologies education: how teachers scaffold open-ended design tasks, manage time and risk, and connect student projects with authentic community problems.',
    category: 'Curriculum Design and Pedagogy',
  },
  {
    name: 'TPACK in Initial Teacher Education',
    description:
      'Investigating how pre-service teachers develop Technological Pedagogical Content Knowledge during their degrees and professional experience placements, and which course designs, assessment tasks and mentoring practices strengthen it.',
    category: 'TPACK',
  },
  {
    name: 'Computational Thinking in Primary Schools',
    description:
      'Research on teaching algorithms, decomposition, abstraction and debugging to children aged 5 to 12, with and without computers: unplugged activities, block-based programming, educational robotics and the teacher knowledge they require.',
    category: 'Digital Literacy and Computational Thinking',
  },
  {
    name: 'Data Literacy Across the Curriculum',
    description:
      'Exploring how students learn to collect, represent, interpret and question data in digital technologies and in other learning areas, and how data literacy can be assessed and taught by non-specialist teachers.',
    category: 'Digital Literacy and Computational Thinking',
  },
  {
    name: 'Girls and Women in Digital Technologies',
    description:
      'Studying participation, belonging and retention of girls and women in digital technologies subjects and pathways, and evaluating interventions such as role models, inclusive task design and single-sex coding programs.',
    category: 'Equity and Inclusion',
  },
  {
    name: 'Rural and Remote Technologies Education',
    description:
      'Researchers examining access to specialist teachers, equipment and connectivity in rural, regional and remote schools, including First Nations communities, and the place-based approaches that make technologies education work there.',
    category: 'Equity and Inclusion',
  },
  {
    name: 'Teacher Confidence in Digital Technologies',
    description:
      "Measuring and understanding teachers' self-efficacy and beliefs about teaching digital technologies, especially among generalist primary teachers, and how professional learning and school support change them over time.",
    category: 'Teacher Beliefs and Self-Efficacy',
  },
  {
    name: 'Assessing Design Thinking and Making',
    description:
      'Developing and validating ways to assess design processes, prototypes and portfolios: rubrics, comparative judgement, feedback conversations and the moderation practices that give teachers confidence in their judgements.',
    category: 'Assessment and Feedback',
  },
  {
    name: 'Technologies Teacher Workforce Pipeline',
    description:
      'Examining the supply, recruitment and retention of qualified technologies teachers: out-of-field teaching, career-change entrants, alternative pathways into teaching and workforce planning for schools and systems.',
    category: 'Workforce Development and Readiness',
  },
  {
    name: 'Professional Identity of Technologies Teachers',
    description:
      'How technologies teachers see themselves and are seen by others across their careers, from trade and industry backgrounds to specialist graduates, and how communities of practice and professional learning shape that identity.',
    category: 'Professional Learning and Identity',
  },
  {
    name: 'Makerspaces and School Infrastructure',
    description:
      'Research on the facilities, equipment, software licences, technician support, funding and timetabling that technologies education depends on, including the design and use of makerspaces and fabrication laboratories in schools.',
    category: 'Resources and Infrastructure',
  },
  {
    name: 'AI in Teacher Education',
    description:
      'Studying how generative artificial intelligence is changing initial teacher education and school classrooms: lesson planning with AI assistants, academic integrity, AI literacy for teachers and students, and the ethics of classroom use.',
    category: 'Emerging Technologies',
  },
  {
    name: 'Robotics and Extended Reality in Classrooms',
    description:
      'A group for researchers evaluating educational robotics, virtual and augmented reality and other emerging technologies in schools, with attention to learning outcomes, implementation costs and teacher readiness.',
    category: 'Emerging Technologies',
  },
];
