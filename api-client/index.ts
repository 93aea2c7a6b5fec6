export { createApiClient, type AnswerChecker, type ApiClient, type ApiClientOptions } from './client.ts';
export { createCheckedApiClient } from './checked-client.ts';
export { ApiError, isApiError } from './api-error.ts';
export { memoryTokenStore, sessionTokenStore, type TokenStore } from './token-store.ts';
