import { Blob as NodeBlob } from 'node:buffer';
import { uploadOptions, xhrFetch } from './xhr-fetch';

/** A stand-in XMLHttpRequest that records what was sent and lets the test play the network. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  responseHeaders = '';
  aborted = false;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.last = undefined;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

/** Resolves with the next fake request once it has been sent (the body is read first). */
const sent = async (): Promise<FakeXhr> => {
  while (FakeXhr.last?.sent === undefined) await new Promise((r) => setTimeout(r, 0));
  const xhr = FakeXhr.last;
  FakeXhr.last = undefined;
  return xhr;
};

describe('xhrFetch', () => {
  it('sends the request with its headers, reports progress and answers with the status, headers and body', async () => {
    const onProgress = jest.fn();
    const answer = xhrFetch(onProgress)('http://localhost/api/v1/upload', {
      method: 'POST',
      body: 'file bytes',
      headers: { authorization: 'Bearer t' },
    });
    const xhr = await sent();
    expect(xhr).toMatchObject({ method: 'POST', url: 'http://localhost/api/v1/upload', headers: { authorization: 'Bearer t' } });
    expect(await (xhr.sent as Blob).text()).toBe('file bytes');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    expect(onProgress.mock.calls).toEqual([[0.25]]);
    Object.assign(xhr, {
      status: 201,
      statusText: 'Created',
      response: new NodeBlob(['{"id":7}']),
      responseHeaders: 'content-type: application/json\r\nx-request-id: a:b\r\n',
    });
    xhr.onload?.();
    const response = await answer;
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('a:b');
    expect(await response.json()).toEqual({ id: 7 });
  });

  it('fails as fetch does when the network fails, and as an abort when the signal aborts', async () => {
    const failed = xhrFetch(jest.fn())('http://localhost/a', { method: 'PUT', body: 'x' });
    (await sent()).onerror?.();
    await expect(failed).rejects.toThrow(new TypeError('Failed to fetch'));

    const controller = new AbortController();
    const cancelled = xhrFetch(jest.fn())('http://localhost/b', { method: 'POST', body: 'x', signal: controller.signal });
    const xhr = await sent();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError', message: 'The upload was cancelled.' });
  });
});

describe('uploadOptions', () => {
  it('sends the body through xhrFetch, with 10 minutes unless told otherwise', () => {
    const body = new FormData();
    expect(uploadOptions(body, jest.fn())).toMatchObject({ body, timeout: 600_000, fetch: expect.any(Function) });
    expect(uploadOptions(body, jest.fn(), 300_000).timeout).toBe(300_000);
  });
});
