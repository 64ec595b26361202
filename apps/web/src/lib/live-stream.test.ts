import { describe, expect, it } from 'vitest';
import { parseServerSentEvents } from './live-stream';

describe('parseServerSentEvents', () => {
  it('splits complete events, skips comments and keeps a partial event for the next bytes', () => {
    const { events, rest } = parseServerSentEvents(': connected\n\nevent: activity\ndata: {"teamIds":[1]}\n\nevent: activity\r\ndata: {"team');
    expect(events).toEqual([{ name: 'activity', data: '{"teamIds":[1]}' }]);
    expect(rest).toBe('event: activity\ndata: {"team');
    expect(parseServerSentEvents(`${rest}Ids":[]}\n\n`).events).toEqual([{ name: 'activity', data: '{"teamIds":[]}' }]);
  });
});
