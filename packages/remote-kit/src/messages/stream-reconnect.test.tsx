import { screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@xchange/api-client';
import { renderWithShell } from '../testing';
import { useMessageStream } from './use-message-stream';

const buyer = { type: 'buyer' as const, data: { id: 7, firstname: 'Ada', lastname: 'Lovelace', username: 'ada@lab.test' } };

function StreamState() {
  return <p>Stream {useMessageStream(() => {})}</p>;
}

/** A response body that stays open until the test ends. */
const openBody = () => new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode(': connected\n\n')) });

describe('message stream reconnection', () => {
  it('after the server ends the stream (a password change), it reconnects with the token the session holds now', async () => {
    let token = 'Bearer old-token';
    const sent: (string | null)[] = [];
    const onLoginRequired = jest.fn();
    global.fetch = jest.fn(async (request: Request) => {
      sent.push(request.headers.get('authorization'));
      // the first stream ends at once, as the API ends it when the password changes; the client stores the fresh token
      if (sent.length === 1) {
        token = 'Bearer fresh-token';
        return new Response(': connected\n\n', { headers: { 'content-type': 'text/event-stream' } });
      }
      return new Response(openBody(), { headers: { 'content-type': 'text/event-stream' } });
    }) as unknown as typeof fetch;
    const api = createApiClient({ baseUrl: 'http://site.test/api/v1/', getToken: () => token, onNotice: jest.fn(), onLoginRequired });
    renderWithShell(<StreamState />, { session: buyer, api });
    await waitFor(() => expect(sent).toHaveLength(2), { timeout: 4000 });
    expect(sent).toEqual(['Bearer old-token', 'Bearer fresh-token']);
    expect(await screen.findByText('Stream open')).toBeInTheDocument();
    expect(onLoginRequired).not.toHaveBeenCalled();
  });
});
