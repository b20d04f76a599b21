// A Vitest reporter beside the default one: at the end of a run, each project's time (issue 32, decision
// 039). "wall" is from the project's first test file starting (its import) to its last one ending
// (projects overlap when files run side by side); "files" is the sum of its files' own durations (tests
// only), what the project would take alone on one worker. Then each project's five slowest files, from
// start to end (import and set-up included), where the next cut of CI time is to be looked for. With
// TEST_FILE_TIMES=<path>, every file's time is also written there (JSON lines, appended: `npm test`'s two
// runs share the file), to find where a whole run's time goes.
import { appendFileSync } from 'node:fs';

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @implements {import('vitest/node').Reporter} */
export default class ProjectTimesReporter {
  /** @type {Map<string, number>} */
  started = new Map();
  /** @type {Map<string, { files: number; start: number; end: number; summed: number }>} */
  spans = new Map();
  /** @type {Map<string, { file: string; ms: number }[]>} */
  perFile = new Map();
  runStart = performance.now();

  onTestRunStart() {
    this.runStart = performance.now();
  }

  /**
   * When a worker starts on the file, before importing it: a file's time includes its imports, which
   * are a large part of a small file's (decision 046).
   * @param {import('vitest/node').TestModule} testModule
   */
  onTestModuleQueued(testModule) {
    this.started.set(testModule.id, performance.now());
  }

  /** @param {import('vitest/node').TestModule} testModule */
  onTestModuleEnd(testModule) {
    const end = performance.now();
    const start = this.started.get(testModule.id) ?? end;
    const name = testModule.project.name || '(root)';
    const span = this.spans.get(name) ?? { files: 0, start, end, summed: 0 };
    span.files += 1;
    span.start = Math.min(span.start, start);
    span.end = Math.max(span.end, end);
    span.summed += testModule.diagnostic().duration;
    this.spans.set(name, span);
    const files = this.perFile.get(name) ?? [];
    files.push({ file: testModule.relativeModuleId, ms: end - start });
    this.perFile.set(name, files);
  }

  onTestRunEnd() {
    if (this.spans.size === 0) return;
    const rows = [...this.spans].sort(([, a], [, b]) => a.start - b.start);
    const width = Math.max(...rows.map(([name]) => name.length));
    const lines = rows.map(
      ([name, s]) =>
        `  ${name.padEnd(width)}  wall ${seconds(s.end - s.start).padStart(8)}  files ${seconds(s.summed).padStart(8)}` +
        `  (${s.files} files, from +${seconds(s.start - this.runStart)})`,
    );
    const slowest = rows.flatMap(([name]) => [
      `  ${name}:`,
      ...(this.perFile.get(name) ?? [])
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5)
        .map(({ file, ms }) => `    ${seconds(ms).padStart(8)}  ${file}`),
    ]);
    const allTimes = process.env.TEST_FILE_TIMES;
    if (allTimes)
      for (const [project, files] of this.perFile)
        for (const { file, ms } of files) appendFileSync(allTimes, JSON.stringify({ project, file, ms }) + '\n');
    console.log(
      [
        '',
        'Time per project:',
        ...lines,
        `  ${'all'.padEnd(width)}  wall ${seconds(performance.now() - this.runStart)}`,
        '',
        'Five slowest files per project (wall, start to end):',
        ...slowest,
      ].join('\n'),
    );
  }
}
