import { HTTPError, TimeoutError } from 'ky';
import { errorMessages, networkErrorMessage } from './error-messages';

const httpError = (data: unknown) => {
  const error = new HTTPError(new Response(null, { status: 400 }), new Request('http://site.test/x'), {} as never);
  error.data = data;
  return error;
};

describe('errorMessages', () => {
  it('lists the errors strings once each', async () => {
    await expect(errorMessages(httpError({ errors: ['Required.', 'Required.', 'Invalid Price'] }))).resolves.toEqual([
      'Required.',
      'Invalid Price',
    ]);
  });

  it('uses the body message when the errors list is empty', async () => {
    await expect(errorMessages(httpError({ errors: [], message: 'Unexpected response format' }))).resolves.toEqual([
      'Unexpected response format',
    ]);
  });

  it('reports a timeout as an unreachable server', async () => {
    await expect(errorMessages(new TimeoutError(new Request('http://site.test/x')))).resolves.toEqual([networkErrorMessage]);
  });

  it('returns nothing for an abort', async () => {
    await expect(errorMessages(new DOMException('The operation was aborted.', 'AbortError'))).resolves.toEqual([]);
  });
});
