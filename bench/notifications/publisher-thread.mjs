// Worker threads do not inherit tsx's loader: register it, then run the TypeScript publisher.
import { register } from 'tsx/esm/api';

register();
await import('./publisher.ts');
