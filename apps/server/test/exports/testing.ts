// @affinia/server/testing: the real API on 127.0.0.1 for tools outside the server's tests
// (bench/chat-and-auth.ts, bench/ab-latency.ts, bench/photo-verification.ts): the test server, its HTTP
// client and the fixtures that make members and matches through it.
export { apiClient, newUser, startTestServer, type TestServer, type TestServerOptions } from '../test-server.js';
export { createMatch, openEventStream, registerUser, type TestUser } from '../fixtures.js';
