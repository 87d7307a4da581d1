import { researchCategories } from '../research-categories';

/**
 * The fixed lists of the project form and the browse filters, shared by the server and the web app
 * (`GET /api/research-projects/options` serves them). Categories must be one of the ten research
 * categories; research methods and methodologies may also be custom values typed by the proposer.
 */
export const projectCategories = researchCategories;

/** Ways of collecting and analysing data that education researchers use (17). */
export const researchMethods = [
  'Surveys and questionnaires',
  'Semi-structured interviews',
  'Focus groups',
  'Classroom observation',
  'Document analysis',
  'Artefact analysis',
  'Think-aloud protocols',
  'Learning analytics',
  'Pre- and post-testing',
  'Video analysis',
  'Reflective journals',
  'Delphi technique',
  'Systematic literature review',
  'Social network analysis',
  'Photo elicitation',
  'Thematic analysis',
  'Statistical analysis',
] as const;

/** Overall research designs (21). */
export const researchMethodologies = [
  'Case study',
  'Ethnography',
  'Action research',
  'Design-based research',
  'Grounded theory',
  'Mixed methods',
  'Phenomenology',
  'Narrative inquiry',
  'Experimental',
  'Quasi-experimental',
  'Longitudinal',
  'Cross-sectional',
  'Participatory research',
  'Critical theory',
  'Discourse analysis',
  'Content analysis',
  'Meta-analysis',
  'Evaluation research',
  'Comparative research',
  'Autoethnography',
  'Self-study',
] as const;
