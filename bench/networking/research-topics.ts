/**
 * OpenAlex research topics for the networking benchmark fixture (BENCH_TOPICS, see fixture.ts):
 * what the researchers of an Australian technologies-education network publish on, in OpenAlex's
 * hierarchy (topic < subfield < field < domain; subfields and fields are OpenAlex's, which are
 * Scopus' ASJC codes). The names are in the style of OpenAlex's topics; the ids are the bench's own
 * block (T8xxxx, which OpenAlex does not use, as the stub's T9xxxx). Listed most published first:
 * the fixture draws them with that skew.
 */
import type { ResearchTopic } from '@app/contracts/profile/research-topics';

type Place = Pick<ResearchTopic, 'subfield' | 'field' | 'domain'>;

const SOCIAL = 'Social Sciences';
const PHYSICAL = 'Physical Sciences';
const HEALTH = 'Health Sciences';
const LIFE = 'Life Sciences';
const place = (subfield: string, field: string, domain: string): Place => ({ subfield, field, domain });

const EDU = place('Education', SOCIAL, SOCIAL);
const DEV_PSY = place('Developmental and Educational Psychology', 'Psychology', SOCIAL);
const SOC_PSY = place('Social Psychology', 'Psychology', SOCIAL);
const COG_PSY = place('Experimental and Cognitive Psychology', 'Psychology', SOCIAL);
const SOCIOLOGY = place('Sociology and Political Science', SOCIAL, SOCIAL);
const LIBRARY = place('Library and Information Sciences', SOCIAL, SOCIAL);
const LINGUISTICS = place('Linguistics and Language', SOCIAL, SOCIAL);
const COMMUNICATION = place('Communication', SOCIAL, SOCIAL);
const GENDER = place('Gender Studies', SOCIAL, SOCIAL);
const GEOGRAPHY = place('Geography, Planning and Development', SOCIAL, SOCIAL);
const PUBLIC_ADMIN = place('Public Administration', SOCIAL, SOCIAL);
const AI = place('Artificial Intelligence', 'Computer Science', PHYSICAL);
const HCI = place('Human-Computer Interaction', 'Computer Science', PHYSICAL);
const INFO_SYS = place('Information Systems', 'Computer Science', PHYSICAL);
const SOFTWARE = place('Software', 'Computer Science', PHYSICAL);
const CS_APPS = place('Computer Science Applications', 'Computer Science', PHYSICAL);
const NETWORKS = place('Computer Networks and Communications', 'Computer Science', PHYSICAL);
const VISION = place('Computer Vision and Pattern Recognition', 'Computer Science', PHYSICAL);
const CONTROL = place('Control and Systems Engineering', 'Engineering', PHYSICAL);
const MECHANICAL = place('Mechanical Engineering', 'Engineering', PHYSICAL);
const INDUSTRIAL = place('Industrial and Manufacturing Engineering', 'Engineering', PHYSICAL);
const ELECTRICAL = place('Electrical and Electronic Engineering', 'Engineering', PHYSICAL);
const STATISTICS = place('Statistics and Probability', 'Mathematics', PHYSICAL);
const APPLIED_MATHS = place('Applied Mathematics', 'Mathematics', PHYSICAL);
const ENVIRONMENT = place('Management, Monitoring, Policy and Law', 'Environmental Science', PHYSICAL);
const ARTS = place('Visual Arts and Performing Arts', 'Arts and Humanities', SOCIAL);
const PHILOSOPHY = place('Philosophy', 'Arts and Humanities', SOCIAL);
const HISTORY = place('History', 'Arts and Humanities', SOCIAL);
const MUSIC = place('Music', 'Arts and Humanities', SOCIAL);
const INNOVATION = place(
  'Management of Technology and Innovation',
  'Business, Management and Accounting',
  SOCIAL,
);
const ORGANISATIONS = place(
  'Organizational Behavior and Human Resource Management',
  'Business, Management and Accounting',
  SOCIAL,
);
const PUBLIC_HEALTH = place('Public Health, Environmental and Occupational Health', 'Medicine', HEALTH);
const PAEDIATRICS = place('Pediatrics, Perinatology and Child Health', 'Medicine', HEALTH);
const HEALTH_INFO = place('Health Information Management', 'Health Professions', HEALTH);
const NURSING = place('General Nursing', 'Nursing', HEALTH);
const FOOD = place('Food Science', 'Agricultural and Biological Sciences', LIFE);
const AGRONOMY = place('Agronomy and Crop Science', 'Agricultural and Biological Sciences', LIFE);

const NAMED: ReadonlyArray<readonly [string, Place]> = [
  ['Teacher Education and Leadership Studies', EDU],
  ['Online Learning and Analytics', EDU],
  ['Innovative Teaching and Learning Methods', EDU],
  ['Teaching and Learning Programming', EDU],
  ['Computational Thinking in Education', EDU],
  ['Technology-Enhanced Education Studies', EDU],
  ['Science Education and Pedagogy', EDU],
  ['STEM Education and Self-efficacy', EDU],
  ['Mathematics Education and Teaching Techniques', EDU],
  ['Educational Technology and Assessment', EDU],
  ['Teacher Professional Development and Learning', EDU],
  ['Artificial Intelligence in Education', AI],
  ['Engineering Education and Pedagogy', EDU],
  ['Early Childhood Education and Development', EDU],
  ['Educational Games and Gamification', EDU],
  ['Higher Education Learning Practices', EDU],
  ['Education and Critical Thinking Development', EDU],
  ['Digital Literacy and Citizenship', EDU],
  ['Intelligent Tutoring Systems and Adaptive Learning', AI],
  ['Educational Robotics and Making', EDU],
  ['Curriculum Policy and Reform', EDU],
  ['Inclusive Education and Diversity', EDU],
  ['Student Assessment and Feedback', EDU],
  ['Design and Technology Education', EDU],
  ['Rural and Regional Education', EDU],
  ['Learning Styles and Cognitive Differences', DEV_PSY],
  ['Motivation and Self-Regulated Learning', DEV_PSY],
  ['Collaborative Learning and Knowledge Building', EDU],
  ['Virtual and Augmented Reality in Education', HCI],
  ['Mobile Learning in Education', EDU],
  ['Gender Equity in STEM and Computing', GENDER],
  ['Indigenous Education and Knowledges', EDU],
  ['Teacher Beliefs and Self-efficacy', DEV_PSY],
  ['Educational Leadership and School Improvement', EDU],
  ['Learning Design and Instructional Systems', EDU],
  ['Academic Integrity and Plagiarism', EDU],
  ['Generative AI and Large Language Models in Education', AI],
  ['Cognitive Load and Multimedia Learning', COG_PSY],
  ['Student Engagement and Wellbeing', DEV_PSY],
  ['Vocational Education and Workplace Learning', EDU],
  ['Open Educational Resources and MOOCs', EDU],
  ['Flipped Classroom and Blended Learning', EDU],
  ['Project-Based and Inquiry Learning', EDU],
  ['Educational Data Mining and Learning Analytics', INFO_SYS],
  ['Literacy and Language Learning with Technology', LINGUISTICS],
  ['Initial Teacher Education and Practicum', EDU],
  ['Teacher Workload, Retention and Attrition', EDU],
  ['Special Education and Disability', EDU],
  ['Assistive Technology and Accessibility', HCI],
  ['Universal Design for Learning', EDU],
  ['Creativity and Design Thinking in Education', EDU],
  ['Sustainability and Environmental Education', EDU],
  ['Parental Involvement in Education', SOCIOLOGY],
  ['Sociology of Education and Equity', SOCIOLOGY],
  ['Education Policy and Accountability', PUBLIC_ADMIN],
  ['Mentoring and Induction of Beginning Teachers', EDU],
  ['Communities of Practice and Professional Learning', EDU],
  ['Action Research and Practitioner Inquiry', EDU],
  ['Design-Based Research in Learning Sciences', EDU],
  ['Psychometrics and Educational Measurement', STATISTICS],
  ['Mixed Methods Research Methodologies', SOCIOLOGY],
  ['Cybersecurity Education and Awareness', NETWORKS],
  ['Cyberbullying and Online Safety of Young People', SOC_PSY],
  ['Human-Computer Interaction and Usability', HCI],
  ['Social Robotics and Human-Robot Interaction', HCI],
  ['Natural Language Processing for Education', AI],
  ['Simulation-Based and Serious Games Learning', CS_APPS],
  ['Museum and Informal Science Learning', EDU],
  ['Citizen Science and Public Participation', ENVIRONMENT],
  ['Multilingual Learners and Translanguaging', LINGUISTICS],
  ['Culturally Responsive Teaching', EDU],
  ['Out-of-field Teaching and Teacher Supply', EDU],
  ['Entrepreneurship Education and Innovation', INNOVATION],
  ['Workforce Skills and Digital Capability', ORGANISATIONS],
  ['Learning Management Systems and E-learning Adoption', INFO_SYS],
  ['Technology Acceptance and Adoption in Education', INFO_SYS],
  ['Physical Computing and Microcontrollers', ELECTRICAL],
  ['Additive Manufacturing and 3D Printing in Education', INDUSTRIAL],
  ['Spatial Technologies and Drones in Education', GEOGRAPHY],
  ['Systems Thinking and Engineering Design', CONTROL],
  ['Engineering Design Processes and Prototyping', MECHANICAL],
  ['Food Technology and Nutrition Education', FOOD],
  ['Agricultural and Food Fibre Education', AGRONOMY],
  ['Textiles and Fashion Design Education', ARTS],
  ['Music Education and Technology', MUSIC],
  ['Arts Education and Creative Practice', ARTS],
  ['Philosophy of Technology and Ethics', PHILOSOPHY],
  ['Ethics and Governance of Artificial Intelligence', PHILOSOPHY],
  ['History of Education and Schooling', HISTORY],
  ['Video Analysis of Classroom Practice', EDU],
  ['Lesson Study and Collaborative Inquiry', EDU],
  ['Authentic and Portfolio Assessment', EDU],
  ['Feedback Literacy in Higher Education', EDU],
  ['Rubrics and Assessment Criteria', EDU],
  ['Computer-Supported Collaborative Learning', CS_APPS],
  ['Learning Sciences and Knowledge Construction', COG_PSY],
  ['Reading and Writing Development', DEV_PSY],
  ['Numeracy and Early Mathematics Learning', DEV_PSY],
  ['Science Literacy and Argumentation', EDU],
  ['Scientific Inquiry and Nature of Science', EDU],
  ['Educational Equity and Disadvantage', SOCIOLOGY],
  ['Youth Digital Media Use', COMMUNICATION],
  ['Social Media in Education', COMMUNICATION],
  ['Health and Physical Education', PUBLIC_HEALTH],
  ['Child Development and Screen Time', PAEDIATRICS],
  ['Digital Health Literacy', HEALTH_INFO],
  ['Nursing Education and Simulation', NURSING],
  ['Software Engineering Education', SOFTWARE],
  ['Programming Languages and Novice Errors', SOFTWARE],
  ['Block-based Programming Environments', SOFTWARE],
  ['Data Science and Statistics Education', STATISTICS],
  ['Mathematical Modelling in Education', APPLIED_MATHS],
  ['Machine Learning Applications in Education', AI],
  ['Automated Essay Scoring and Feedback', AI],
  ['Computer Vision for Classroom Observation', VISION],
  ['Information Literacy and Libraries', LIBRARY],
  ['Research Data Management and Open Science', LIBRARY],
  ['Doctoral Education and Research Supervision', EDU],
  ['Academic Careers and Higher Education Workforce', ORGANISATIONS],
  ['University Teaching Quality and Evaluation', EDU],
  ['Student Retention and Transition to University', EDU],
  ['International Students and Transnational Education', EDU],
  ['Distance Education in Remote Communities', EDU],
  ['School Connectedness and Belonging', DEV_PSY],
  ['Emotional Intelligence and Social-Emotional Learning', DEV_PSY],
  ['Attention and Executive Function in Children', COG_PSY],
  ['Gifted and Talented Education', EDU],
  ['Career Education and Guidance', EDU],
];

/** The topics, most published on first, with their ids (T80001, T80002, ...). */
export const RESEARCH_TOPICS: readonly Omit<ResearchTopic, 'count'>[] = NAMED.map(([name, where], i) => ({
  id: `T${80001 + i}`,
  name,
  ...where,
}));

const STOP = new Set(['and', 'in', 'of', 'the', 'for', 'with', 'to', 'a', 'on', 'education', 'learning']);
const stems = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map((w) => w.replace(/(ies|es|s|ing|al)$/, ''));

const topicStems = RESEARCH_TOPICS.map((t) => ({ topic: t, stems: stems(t.name) }));
const fittingCache = new Map<string, Array<Omit<ResearchTopic, 'count'>>>();

/** The topics whose names share a word (other than the commonest ones) with `interest`. */
function topicsFitting(interest: string): Array<Omit<ResearchTopic, 'count'>> {
  let found = fittingCache.get(interest);
  if (!found) {
    const words = new Set(stems(interest));
    found = topicStems.filter((t) => t.stems.some((w) => words.has(w))).map((t) => t.topic);
    fittingCache.set(interest, found);
  }
  return found;
}

/**
 * A researcher's OpenAlex topics as OpenAlex would give them: about `about` of them (fewer when
 * they have few works: a work has at most three), those fitting their interests first where some
 * do, the rest drawn with the network's skew (`anyTopic`); each with how many of their works carry
 * it, a few topics many and a long tail one or two. Most works first, as the snapshot carries them.
 */
export function topicsOfResearcher(
  interests: readonly string[],
  publicationCount: number,
  about: number,
  random: () => number,
  anyTopic: () => Omit<ResearchTopic, 'count'>,
): ResearchTopic[] {
  const wanted = Math.min(
    Math.max(1, Math.round(about * (0.6 + random() * 0.8))),
    3 * publicationCount,
    RESEARCH_TOPICS.length,
  );
  const chosen = new Map<string, Omit<ResearchTopic, 'count'>>();
  const fit = interests.flatMap(topicsFitting);
  // About half come from their interests (when any fit), in the order they listed them.
  while (fit.length > 0 && chosen.size < Math.ceil(wanted / 2)) {
    const t = fit.splice(Math.floor(random() * Math.min(3, fit.length)), 1)[0]!;
    chosen.set(t.id, t);
  }
  while (chosen.size < wanted) {
    const t = anyTopic();
    chosen.set(t.id, t);
  }
  return [...chosen.values()]
    .map((t, rank) => ({
      ...t,
      count: Math.max(1, Math.round(((publicationCount * 0.4) / (rank + 1) ** 0.9) * (0.7 + random() * 0.6))),
    }))
    .sort((a, b) => b.count - a.count);
}

/** A work's topics (one to three), drawn from its author's by how much they publish on each. */
export function topicsOfWork(
  topics: readonly ResearchTopic[],
  random: () => number,
): Array<{ id: string; name: string }> {
  const total = topics.reduce((sum, t) => sum + t.count, 0);
  const picked = new Map<string, { id: string; name: string }>();
  const howMany = 1 + Math.floor(random() * 3);
  for (let tries = 0; picked.size < Math.min(howMany, topics.length) && tries < 10; tries++) {
    let r = random() * total;
    const t = topics.find((x) => (r -= x.count) < 0) ?? topics.at(-1)!;
    picked.set(t.id, { id: t.id, name: t.name });
  }
  return [...picked.values()];
}
