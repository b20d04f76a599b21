// A fake OpenAI-compatible endpoint on 127.0.0.1 for tests: answers POST /v1/chat/completions the way
// the test tells it to (a given reply, slowly, malformed, or an HTTP error) and records every request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | { kind: 'reply'; content: string | ((request: FakeRequest) => string) }
  | { kind: 'slow'; delayMs: number; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'garbage' };

export type FakeRequest = {
  model: string;
  messages: { role: string; content: string }[];
  headers: IncomingMessage['headers'];
};

export type FakeOpenAi = {
  baseUrl: string;
  requests: FakeRequest[];
  behave(behaviour: FakeBehaviour): void;
  close(): Promise<void>;
};

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let behaviour: FakeBehaviour = { kind: 'status', status: 500 };
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const request: FakeRequest = { model: body.model, messages: body.messages, headers: req.headers };
      requests.push(request);
      const send = (content: string) => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(content)));
      };
      switch (behaviour.kind) {
        case 'reply':
          send(typeof behaviour.content === 'function' ? behaviour.content(request) : behaviour.content);
          break;
        case 'slow': {
          const { content, delayMs } = behaviour;
          const timer = setTimeout(() => {
            timers.delete(timer);
            send(content);
          }, delayMs);
          timers.add(timer);
          break;
        }
        case 'status':
          res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
          break;
        case 'garbage':
          res.writeHead(200, { 'content-type': 'application/json' }).end('not json at all');
          break;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (b) => (behaviour = b),
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
