import { describe, expect, test } from 'vitest';
import { parseServerSentEvents } from '../../scripts/bench/event-stream.ts';

describe('reading the live-reload event stream', () => {
  test('returns named events with their data and keeps an unfinished frame for later', () => {
    const { events, rest } = parseServerSentEvents('retry: 1000\n\nevent: reload\ndata: {"type":"reload"}\n\nevent: rel');
    expect(events).toEqual([{ type: 'reload', data: '{"type":"reload"}' }]);
    expect(rest).toBe('event: rel');
  });

  test('ignores heartbeat comments and defaults the type to message', () => {
    const { events } = parseServerSentEvents(': heartbeat\n\ndata: a\ndata: b\n\n');
    expect(events).toEqual([{ type: 'message', data: 'a\nb' }]);
  });

  test('accepts CRLF line endings', () => {
    expect(parseServerSentEvents('event: css\r\ndata: {}\r\n\r\n').events).toEqual([{ type: 'css', data: '{}' }]);
  });
});
