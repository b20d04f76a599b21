// The live stream reader: events reach the handler; a stream the server ended is reopened (resolves),
// but one it replaced by a newer stream of the same member is not (StopStream), or several tabs would
// keep closing each other's streams.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StopStream, readChatStream } from './chat-events';

const message = {
  type: 'message',
  match_id: 'm1',
  message: {
    id: 'x1',
    sender_id: 'u2',
    content: 'Bonjour',
    created_at: '2026-11-24T10:00:00.000Z',
  },
};

const streamOf = (...frames: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const frame of frames) controller.enqueue(new TextEncoder().encode(frame));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'token' ? 'a.b.c' : null) } });
});
afterEach(() => vi.unstubAllGlobals());

describe('readChatStream', () => {
  it('hands messages over and resolves when the server ends the stream (the caller reconnects)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(streamOf(': connected\n\n', `data: ${JSON.stringify(message)}\n\n`)),
    );
    const events: unknown[] = [];
    await expect(
      readChatStream(
        new AbortController().signal,
        (e) => events.push(e),
        () => {},
      ),
    ).resolves.toBeUndefined();
    expect(events).toEqual([message]);
  });

  it('stops for good when the server says a newer stream replaced this one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(streamOf(': connected\n\n', 'event: replaced\ndata: {"type":"replaced"}\n\n')),
    );
    const events: unknown[] = [];
    await expect(
      readChatStream(
        new AbortController().signal,
        (e) => events.push(e),
        () => {},
      ),
    ).rejects.toBeInstanceOf(StopStream);
    expect(events).toEqual([]);
  });
});
