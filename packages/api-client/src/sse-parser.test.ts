import { createSseParser } from './sse-parser';

describe('server-sent event parser', () => {
  it('gives the data of each complete event, across chunk boundaries, skipping heartbeat comments', () => {
    const seen: string[] = [];
    const parse = createSseParser((d) => seen.push(d));
    parse(': connected\n\ndata: {"type":"unread",');
    expect(seen).toEqual([]);
    parse('"unread":true}\n\n: heartbeat\n\ndata: a\r\ndata: b\r\n\r\n');
    expect(seen).toEqual(['{"type":"unread","unread":true}', 'a\nb']);
  });
});
