export { call } from './call';
export type { CallArgs, CallOptions } from './call-options';
export { createApiClient, withoutNotices, type ApiClientOptions } from './create-api-client';
export { endpointPath, endpointRequest } from './endpoint-request';
export { errorMessages, isAbortError, networkErrorMessage } from './error-messages';
export { openMessageStream, type MessageStreamHandlers } from './message-stream';
