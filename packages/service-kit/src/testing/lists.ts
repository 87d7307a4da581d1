export { at, first } from '@app/contracts/lists';
