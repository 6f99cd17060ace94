// fetch with the hosted search client's two timeouts. fetch cannot see the TCP connection, so "connect"
// runs until the response headers arrive (as Algolia's own browser client does: its connect timeout ends
// when the XHR leaves the OPENED state) and "read" from then until the body is complete.

/** Milliseconds allowed until the headers arrive and then for the body. */
export interface RequestTimeouts {
  connect: number;
  read: number;
}

/** Fetches `url` and returns the parsed JSON body; rejects on a timeout, a non-2xx status or `signal`. */
export async function fetchJsonWithTimeouts(url: string, init: RequestInit, timeouts: RequestTimeouts, signal: AbortSignal): Promise<unknown> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stop);
  const expire = (phase: string, ms: number) => setTimeout(() => controller.abort(new Error(`search request: no ${phase} within ${ms} ms`)), ms);
  let timer = expire('response', timeouts.connect);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    clearTimeout(timer);
    timer = expire('complete response', timeouts.read);
    if (!response.ok) throw new Error(`search request: HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
