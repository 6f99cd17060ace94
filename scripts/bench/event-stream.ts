// A small server-sent-events client for the dev server's live-reload stream.
import http from 'node:http';

/** One dispatched event and when its last byte arrived (performance.now()). */
export interface StreamEvent {
  type: string;
  data: string;
  receivedAt: number;
}

/**
 * Splits SSE text into complete events and the unfinished rest (per the HTML spec: blank-line
 * separated blocks; frames without `data` and `:` comments such as heartbeats dispatch nothing).
 */
export function parseServerSentEvents(text: string): { events: { type: string; data: string }[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: { type: string; data: string }[] = [];
  for (const block of blocks) {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ type, data: data.join('\n') });
  }
  return { events, rest };
}

/** An open event stream. */
export interface EventStreamClient {
  /** Resolves with the first event received at or after `since` that matches, or rejects after `timeoutMs`. */
  waitFor(since: number, matches: (event: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent>;
  close(): void;
}

/** Connects to an SSE endpoint and resolves once the server has answered with 200. */
export function connectEventStream(url: string): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const received: StreamEvent[] = [];
    const listeners = new Set<() => void>();
    const request = http.get(url, { agent: false, headers: { Accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      // Closing the stream ourselves aborts the response; that is the normal end, not an error.
      response.on('error', () => {});
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const receivedAt = performance.now();
        const parsed = parseServerSentEvents(buffer + chunk);
        buffer = parsed.rest;
        for (const event of parsed.events) received.push({ ...event, receivedAt });
        for (const listener of listeners) listener();
      });
      resolve({
        waitFor(since, matches, timeoutMs) {
          return new Promise((resolveEvent, rejectEvent) => {
            const check = () => {
              const event = received.find((candidate) => candidate.receivedAt >= since && matches(candidate));
              if (!event) return;
              finish();
              resolveEvent(event);
            };
            const timer = setTimeout(() => {
              finish();
              rejectEvent(new Error(`no matching event within ${timeoutMs} ms`));
            }, timeoutMs);
            const finish = () => {
              clearTimeout(timer);
              listeners.delete(check);
            };
            listeners.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
