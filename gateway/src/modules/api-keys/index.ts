// The front door of the api-keys module: what the rest of the gateway uses of it.
export { type ApiKeyGuard, apiKeyViewer, createApiKeyGuard, isApiKey } from './api-key.auth.ts';
