import { call } from './call';
import { createApiClient } from './create-api-client';
import { endpointPath, endpointRequest } from './endpoint-request';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function setup(answer: unknown = { message: 'ok' }) {
  const bodies: string[] = [];
  const fetchMock = jest.fn<Promise<Response>, [Request]>(async (request) => {
    bodies.push(await request.clone().text());
    return json(answer);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const api = createApiClient({
    baseUrl: 'http://site.test/api/v1/',
    getToken: () => null,
    onNotice: jest.fn(),
    onLoginRequired: jest.fn(),
  });
  const sent = () => fetchMock.mock.calls[0]![0];
  return { api, sent, bodies };
}

describe('call', () => {
  it('sends the method and path of the table with the path parameters filled, and answers the JSON', async () => {
    const { api, sent } = setup({ id: 12, productname: 'Oscilloscope' });
    await expect(call(api, 'product', { params: { id: 12 } })).resolves.toEqual({ id: 12, productname: 'Oscilloscope' });
    expect(sent().method).toBe('GET');
    expect(sent().url).toBe('http://site.test/api/v1/product/12');
  });

  it('sends the same path with the method of another endpoint', async () => {
    const { api, sent } = setup();
    await call(api, 'deleteProduct', { params: { id: 7 } });
    expect(sent().method).toBe('DELETE');
    expect(sent().url).toBe('http://site.test/api/v1/product/7');
  });

  it('sends the body as JSON and the query as search parameters', async () => {
    const { api, sent, bodies } = setup([]);
    await call(api, 'closeNotification', { query: { id: 3, status: true } });
    expect(sent().method).toBe('PUT');
    expect(sent().url).toBe('http://site.test/api/v1/message/closeNotification?id=3&status=true');
    await call(api, 'contact', { body: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } });
    const posted = (global.fetch as jest.Mock).mock.calls[1][0] as Request;
    expect(posted.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(bodies[1]!)).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
  });

  it('sends a multipart endpoint its form data as it is', async () => {
    const { api, sent } = setup([]);
    const form = new FormData();
    form.append('files', new Blob(['x']), 'a.txt');
    await call(api, 'productFiles', { body: form, query: { productid: 4 } });
    expect(sent().url).toBe('http://site.test/api/v1/product/files?productid=4');
    expect(sent().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('refuses a path with a parameter left out', () => {
    const { api } = setup();
    expect(() => call(api, 'product', { params: {} as { id: number } })).toThrow('Missing path parameter "id" for product/:id');
  });
});

describe('endpointRequest', () => {
  it('gives the response itself, for a stream', async () => {
    const { api, sent } = setup();
    const response = await endpointRequest(api, 'messageStream', { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    expect(sent().url).toBe('http://site.test/api/v1/message/stream');
    expect(sent().headers.get('accept')).toBe('text/event-stream');
  });
});

describe('endpointPath', () => {
  it('fills the parameters of the table path', () => {
    expect(endpointPath('product', { id: 'a b' })).toBe('product/a%20b');
    expect(endpointPath('messageStream')).toBe('message/stream');
  });
});

// Compile-time checks: each line fails typecheck if the helper stops requiring or typing what the table says.
export const typeChecks = (api: Parameters<typeof call>[0]) => [
  // @ts-expect-error an endpoint with path parameters needs them
  () => call(api, 'product'),
  // @ts-expect-error a body of the wrong shape
  () => call(api, 'contact', { body: { name: 1 } }),
  // @ts-expect-error an endpoint without a body takes none
  () => call(api, 'wishlist', { body: { a: 1 } }),
  // @ts-expect-error a name that is not in the table
  () => call(api, 'noSuchEndpoint'),
];
