import { describe, expect, it } from 'vitest';
import { PersonalDataExport, personalDataRoutes } from './personal-data';
import { serviceRoutes } from './route-table';

const services = Object.keys(serviceRoutes).sort();

describe('"Download my data" asks every service (issue 38)', () => {
  it('has an internal export route for every service the gateway forwards to', () => {
    expect(Object.keys(personalDataRoutes).sort()).toEqual(services);
    for (const route of Object.values(personalDataRoutes)) {
      expect(route).toMatchObject({ method: 'GET', path: '/internal/personal-data/:id', auth: 'internal' });
    }
  });

  it('gives every service its own part of the file', () => {
    expect(Object.keys(PersonalDataExport.shape.services.shape).sort()).toEqual(services);
  });
});
