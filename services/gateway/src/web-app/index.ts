/** The built web app: its files, and index.html for every page path. */
export { registerWebApp, spaFallback } from './web-app';
