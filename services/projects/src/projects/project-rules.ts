import type { ProjectStatus } from '@app/contracts/projects/events';
import type { ProjectBody } from '@app/contracts/projects/http';

/** A row of `research_projects` (without its search vector). */
export interface ProjectRow extends ProjectFields {
  id: string;
  status: ProjectStatus;
  /** The creator's profile id (spec: createdBy). */
  createdBy: string;
  /** The creator's user id: ownership checks and events use it, and it outlives the profile. */
  ownerUserId: string;
  /** Terms of title, description and skills needed, kept for relevance scoring (see relevance.ts). */
  matchTerms: string[];
  createdAt: string;
  updatedAt: string;
}

/** What the project form sets. */
export interface ProjectFields {
  title: string;
  description: string;
  objectives: string | null;
  expectedOutputs: string | null;
  duration: string | null;
  contactEmail: string | null;
  skillsNeeded: string | null;
  collaboratorTypes: string | null;
  categories: string[];
  researchMethods: string[];
  researchMethodologies: string[];
  fundingRequired: boolean;
  fundingAmount: string | null;
  isPublic: boolean;
}

const NEW_PROJECT: Omit<ProjectFields, 'title' | 'description'> = {
  objectives: null,
  expectedOutputs: null,
  duration: null,
  contactEmail: null,
  skillsNeeded: null,
  collaboratorTypes: null,
  categories: [],
  researchMethods: [],
  researchMethodologies: [],
  fundingRequired: false,
  fundingAmount: null,
  isPublic: true,
};

const FIELD_NAMES = ['title', 'description', ...Object.keys(NEW_PROJECT)] as Array<keyof ProjectFields>;

/**
 * The fields a form submission results in: what it sends wins; what it leaves out takes the
 * defaults for a new project, or keeps the current value on an edit. A funding amount is kept only
 * while funding is required.
 */
export function projectFieldsFrom(body: ProjectBody, current: ProjectFields | null): ProjectFields {
  const base: ProjectFields = current ?? { ...NEW_PROJECT, title: body.title, description: body.description };
  const out = { ...base };
  for (const name of FIELD_NAMES) {
    const value = body[name];
    if (value !== undefined) (out as Record<string, unknown>)[name] = value;
  }
  if (!out.fundingRequired) out.fundingAmount = null;
  return out;
}

/** The names of the fields that differ (lists compared in order). */
export function changedFields(current: ProjectFields, next: ProjectFields): Array<keyof ProjectFields> {
  return FIELD_NAMES.filter((name) => {
    const a = current[name];
    const b = next[name];
    if (Array.isArray(a) && Array.isArray(b)) return a.length !== b.length || a.some((v, i) => v !== b[i]);
    return a !== b;
  });
}

/**
 * Private projects are seen by their owner and current members only; to anyone else they do not
 * exist (a 404, like a missing id), so their existence never leaks.
 */
export function canView(
  project: Pick<ProjectRow, 'isPublic' | 'ownerUserId'>,
  viewerUserId: string | null,
  isActiveMember: boolean,
): boolean {
  return (
    project.isPublic || (viewerUserId !== null && project.ownerUserId === viewerUserId) || isActiveMember
  );
}

export const isOwner = (project: Pick<ProjectRow, 'ownerUserId'>, userId: string) =>
  project.ownerUserId === userId;
