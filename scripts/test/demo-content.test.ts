import { expect, it } from 'vitest';
import { projectCategories, researchMethodologies, researchMethods } from '@app/contracts/projects/options';
import { demoProjects } from '../demo-content';

// A demo project's methods come from the lists the browse filters offer: a custom spelling of a
// listed method ("Surveys" for "Surveys and questionnaires") would hide it from that filter.
it("uses only the fixed lists' categories, methods and methodologies in the demo projects", () => {
  const categories = projectCategories.map((c) => c.value);
  for (const project of demoProjects) {
    for (const c of project.categories) expect(categories, project.title).toContain(c);
    for (const m of project.researchMethods) expect(researchMethods, project.title).toContain(m);
    for (const m of project.researchMethodologies) expect(researchMethodologies, project.title).toContain(m);
  }
});
