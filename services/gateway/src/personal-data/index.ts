/** "Download my data": every service's part, gathered into one file for the signed-in person. */
export { personalDataRoute } from './personal-data-routes';
export { PersonalDataGatherer } from './personal-data-gatherer';
