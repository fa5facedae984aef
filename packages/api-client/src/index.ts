export { createApiClient, withoutNotices, type ApiClientOptions } from './create-api-client';
export { errorMessages, isAbortError, networkErrorMessage } from './error-messages';
