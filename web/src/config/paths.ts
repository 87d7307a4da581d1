import { pagePaths } from '@app/contracts/pages';

/** Every page path of the app (spec 1 §2 route table), shared with the services in contracts. */
export const paths = pagePaths;
