// The kit's testing entry is Node's; the helpers themselves live in contracts, which both can import.
export { at, first } from '@app/contracts/lists';
