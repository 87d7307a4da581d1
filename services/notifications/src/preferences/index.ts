/** Email preferences: the person's choice, and the one-click unsubscribe link every email carries. */
export { PreferencesService } from './preferences-service';
export { preferenceRoutes } from './preferences-routes';
export { preferencesStore } from './preferences-store';
export { unsubscribeRoutes } from './unsubscribe-routes';
export { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';
