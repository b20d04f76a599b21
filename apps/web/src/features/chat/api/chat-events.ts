// GET /api/chat/events (bearer): server-sent events of new messages in all my matches. Read with fetch
// so the token travels in the Authorization header (an EventSource could only put it in the URL, and
// so in logs). Reconnects with a growing delay; stops for good on 401/404, when the server replaced the
// stream by a newer one of the same member, or when the page unmounts.
import { useEffect, useRef } from 'react';
import { chatEventSchema, chatStreamReplacedSchema, type ChatEvent } from '@affinia/contract';
import { getToken } from '../../../lib/session';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** Splits an SSE byte stream into the `data` of each event (comments and other fields are skipped). */
export function createSseParser(onData: (data: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) onData(data);
    }
  };
}

/** The stream must not be reopened (no session, no endpoint, or replaced by a newer one). */
export class StopStream extends Error {}

/** Reads one live stream to its end: resolves when it ends (reconnect), throws StopStream when it must not. */
export async function readChatStream(signal: AbortSignal, onEvent: (event: ChatEvent) => void, onOpen: () => void) {
  const token = getToken();
  if (!token) throw new StopStream();
  const response = await fetch('/api/chat/events', {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    cache: 'no-store',
    signal,
  });
  // No session any more (the message poll reports it through the API client) or no such endpoint.
  if (response.status === 401 || response.status === 403 || response.status === 404) throw new StopStream();
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  onOpen();
  let replaced = false;
  const parse = createSseParser((data) => {
    try {
      const frame: unknown = JSON.parse(data);
      const parsed = chatEventSchema.safeParse(frame);
      if (parsed.success) onEvent(parsed.data);
      else if (chatStreamReplacedSchema.safeParse(frame).success) replaced = true;
    } catch {
      // A malformed frame is skipped; the 3 s refresh still brings the message.
    }
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    // Closed for a newer stream of the same member (another tab): reconnecting would close that one.
    if (done) {
      if (replaced) throw new StopStream();
      return;
    }
    parse(value);
  }
}

/** Keeps the live stream open while mounted and hands every chat event to `onEvent` (latest callback). */
export function useChatEvents(onEvent: (event: ChatEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;

    const connect = async () => {
      try {
        await readChatStream(
          controller.signal,
          (event) => handler.current(event),
          () => {
            delay = FIRST_RETRY_MS;
          },
        );
      } catch (error) {
        if (controller.signal.aborted || error instanceof StopStream) return;
      }
      if (controller.signal.aborted) return;
      // Ended by the server (restart, proxy timeout) or failed: try again, waiting longer each time.
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };
    void connect();

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
}
