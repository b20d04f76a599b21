// Vitest's order (longest or largest files first), with one change: in the PostgreSQL project the files
// that analyse faces run last. `npm test` runs that project in a process of its own beside the PGlite one
// (decision 046); by the time it reaches them, the PGlite project has analysed the same pictures and
// left the models' answers in the run's cache (apps/server/test/face-fixtures.ts), so they load no model.
import { readFileSync } from 'node:fs';
import { BaseSequencer } from 'vitest/node';

/** @param {import('vitest/node').TestSpecification} spec */
const readsTheFacesCache = (spec) =>
  spec.project.name === 'server-postgres' && readFileSync(spec.moduleId, 'utf8').includes('analysedOnce(');

export default class FacesLastSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    return [...sorted.filter((spec) => !readsTheFacesCache(spec)), ...sorted.filter(readsTheFacesCache)];
  }
}
