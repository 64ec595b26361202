import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openLiveStream, parseServerSentEvents } from './live-stream';

describe('parseServerSentEvents', () => {
  it('splits complete events, skips comments and keeps a partial event for the next bytes', () => {
    const { events, rest } = parseServerSentEvents(': connected\n\nevent: activity\ndata: {"teamIds":[1]}\n\nevent: activity\r\ndata: {"team');
    expect(events).toEqual([{ name: 'activity', data: '{"teamIds":[1]}' }]);
    expect(rest).toBe('event: activity\ndata: {"team');
    expect(parseServerSentEvents(`${rest}Ids":[]}\n\n`).events).toEqual([{ name: 'activity', data: '{"teamIds":[]}' }]);
  });
});

describe('openLiveStream', () => {
  it('says the channel is down at each failed attempt and open again once the server answers, then passes its events on', async () => {
    let answering = false;
    const server = createServer((request, response) => {
      if (!answering) {
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('event: activity\ndata: {"teamIds":[1]}\n\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const seen: string[] = [];
    const close = openLiveStream(`http://127.0.0.1:${port}/api/live/activity`, {
      onEvent: (name, data) => seen.push(`${name} ${JSON.stringify(data)}`),
      onOpen: () => seen.push('open'),
      onDown: () => {
        seen.push('down');
        // Two failed attempts in a row (the second after the first back-off): then the server comes back.
        if (seen.filter((x) => x === 'down').length === 2) answering = true;
      },
    });
    try {
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['down', 'down', 'open', 'activity {"teamIds":[1]}']);
    } finally {
      close();
      server.closeAllConnections();
      server.close();
    }
  });
});
