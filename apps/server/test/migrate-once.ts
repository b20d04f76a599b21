// Vitest global setup of every project that starts test servers: the migrations run once per test run
// (decision 039), not once per server. On PostgreSQL, a template database that each test database is
// copied from (`CREATE DATABASE … TEMPLATE`); on PGlite, a migrated data directory each in-memory server
// loads instead of running initdb and every migration. Servers still run the migrations at start-up,
// which finds nothing left to apply, so what production runs is what the tests' schema came from.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { getGazetteer } from '../src/modules/geo/gazetteer.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  // A name of this run's own: other runs may share the PostgreSQL server at the same time.
  const name = `affinia_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(name), pgliteDir: null });
  // Closed before any copy: PostgreSQL copies only a database nobody is connected to.
  await database.close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function pgliteSnapshot(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: null });
  const { $client } = database.db as unknown as { $client: PGlite };
  const tar = await $client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'affinia-pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await tar.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  // The place data's cache (decision 042) is written here, once, before any test file: every server then
  // reads it instead of a few of them building it at the same time under the run's full load.
  getGazetteer();
  return project.config.env?.TEST_DB_MODE === 'postgres' ? postgresTemplate(project) : pgliteSnapshot(project);
}
