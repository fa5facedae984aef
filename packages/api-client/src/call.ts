import type { KyInstance } from 'ky';
import type { EndpointName, EndpointResponse } from '@xchange/contract';
import type { CallArgs } from './call-options';
import { endpointRequest } from './endpoint-request';

/**
 * Calls endpoint N of the contract's table through the shared client: method and path from the table, path
 * parameters filled, query and body typed per endpoint, the answer typed as the endpoint's response.
 */
export function call<N extends EndpointName>(client: KyInstance, name: N, ...args: CallArgs<N>): Promise<EndpointResponse<N>> {
  return endpointRequest(client, name, ...args).json<EndpointResponse<N>>();
}
