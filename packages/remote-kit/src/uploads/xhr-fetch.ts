/** Called with 0 to 1 of an upload sent. */
export type UploadProgress = (fraction: number) => void;

/**
 * A fetch for one upload request through the shared ky client that reports upload progress. ky's own
 * onUploadProgress streams the body, which Chromium allows only over HTTP/2; XMLHttpRequest reports progress on any
 * connection. Headers (tokens) and error handling stay the client's.
 */
export const xhrFetch =
  (onProgress: UploadProgress): typeof fetch =>
  async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.response as Blob, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(request.method === 'GET' ? null : body);
    });
  };

/** Upload options for the ky client: progress through XHR, and `timeout` ms (default time for a 200 MB video). */
export const uploadOptions = (body: FormData, onProgress: UploadProgress, timeout = 600_000) => ({
  body,
  fetch: xhrFetch(onProgress),
  timeout,
});
