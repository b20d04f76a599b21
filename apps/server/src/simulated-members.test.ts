// The demo community stays out of production (decision 065): the bundle keeps it in a chunk that main.js
// reaches only through the dynamic import made outside production, and a production process's simulated
// members are inert — they like no one back and answer nothing — while the admin can still count and
// remove them.
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../build-options.mjs';
import { completedMember } from '../test/fixtures.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { users } from './db/schema.js';
import type { ChatService } from './modules/chat/service.js';
import { matchProfileOf } from './modules/matching/profiles.js';
import { createLocalPhotoStorage } from './modules/photos/storage.js';
import { readFirstRunMarker } from './modules/demo/marker.js';
import { seedDemoPopulation } from './modules/demo/seed.js';
import { loadSimulatedMembers } from './simulated-members.js';

describe('the production bundle', () => {
  let metafile: Metafile;
  beforeAll(async () => {
    const result = await build({ ...serverBuildOptions, write: false, metafile: true, sourcemap: false });
    metafile = result.metafile;
  });

  /** Every output main.js loads before it runs: its static imports, followed through the chunks. */
  function staticallyLoaded(from: string, seen = new Set<string>()): Set<string> {
    seen.add(from);
    for (const { path: next, kind } of metafile.outputs[from]?.imports ?? [])
      if (kind === 'import-statement' && next in metafile.outputs && !seen.has(next)) staticallyLoaded(next, seen);
    return seen;
  }
  const main = () => Object.keys(metafile.outputs).find((out) => out.endsWith(`${path.sep}main.js`))!;
  const demoSource = (input: string) =>
    input.includes('packages/demo/src/') || /modules\/demo\/(live-demo|seed|top-up|simulated-members)\.ts$/.test(input);

  it('loads no demo code before the server runs', () => {
    const loaded = [...staticallyLoaded(main())];
    const inputs = loaded.flatMap((out) => Object.keys(metafile.outputs[out]!.inputs));
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter(demoSource)).toEqual([]);
  });

  it('keeps the generated people and the live demo in a chunk imported dynamically', () => {
    const demoChunks = Object.entries(metafile.outputs).filter(([, out]) =>
      Object.keys(out.inputs).some((input) => input.endsWith('packages/demo/src/bios.ts')),
    );
    expect(demoChunks).toHaveLength(1);
    const [chunk] = demoChunks[0]!;
    const reachedBy = Object.values(metafile.outputs).flatMap((out) =>
      out.imports.filter((i) => i.path === chunk).map((i) => i.kind),
    );
    expect(reachedBy.length).toBeGreaterThan(0);
    expect(reachedBy.every((kind) => kind === 'dynamic-import')).toBe(true);
  });
});

describe('simulated members in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('like no one back and answer nothing, and can be counted and removed', async () => {
    const { config } = server;
    const { database } = server.app;
    const storage = createLocalPhotoStorage(config.photosDir);
    await seedDemoPopulation(database, storage, { users: 3, avatars: 1, seed: 'production' });
    const simulated = await loadSimulatedMembers({
      config: { ...config, production: true },
      database,
      storage,
      // Inert members send nothing: a chat that would throw if they tried.
      chat: {} as ChatService,
      log: server.app.log,
    });
    const real = await completedMember(server);
    const rows = await database.db.select().from(users);
    const me = rows.find((r) => r.id === real.id)!;
    const demo = rows.filter((r) => r.simulated);
    expect(demo).toHaveLength(3);
    // The same pairs the live demo decides by taste: inert in production, whoever they are.
    for (const person of demo)
      expect(simulated.likesBack(person, matchProfileOf(person)!, me, matchProfileOf(me)!)).toBe(false);
    expect(await simulated.startFirstRun()).toEqual({ kind: 'skipped', reason: 'disabled' });

    expect(await simulated.countDemoMembers()).toBe(3);
    expect(await simulated.removeAll()).toEqual({ users: 3, photos: 1, filesLeft: 0 });
    expect(await simulated.countDemoMembers()).toBe(0);
    expect((await database.db.select().from(users)).map((r) => r.id)).toEqual([real.id]);
    // No first run nor top-up brings them back on this data directory.
    expect(readFirstRunMarker(config.dataDir)?.removed_at).toEqual(expect.any(String));
  });
});
