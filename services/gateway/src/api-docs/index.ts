/** `GET /api/docs`: the API as OpenAPI, outside production. */
export { apiDocsRoute } from './api-docs-routes';
