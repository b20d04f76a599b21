// Message screening benchmark (issue 18 part 3): precision and recall of "Es-tu sûr(e) ?" per language
// on the labelled sets in bench/data/screening/{fr,en,es,de}.jsonl (insults, sexual harassment, threats
// and ordinary messages with hard negatives, each line {"text", "label"}), and what the check adds to
// a message post (median / p95 / max per call, messages of every length up to 2000 characters).
//
//   npm run bench:screening [-- --rounds 20 --verbose]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, MESSAGE_MAX_LENGTH, screenMessage } from '@affinia/contract';
import { flag, machine, percentile } from './population.js';

type Labelled = { text: string; label: 'insult' | 'sexual' | 'threat' | 'none' };
const ROUNDS = Number(flag('rounds', '20'));
const DATA = path.join(import.meta.dirname, 'data/screening');

const pct = (n: number) => `${(100 * n).toFixed(1)} %`;
const all: string[] = [];

console.log(`message screening · ${machine()}`);
console.log('lang  messages  flaggable  precision  recall  missed (examples)');
for (const language of LANGUAGES) {
  const set = readFileSync(path.join(DATA, `${language}.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Labelled);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const missed: string[] = [];
  const wrong: string[] = [];
  for (const { text, label } of set) {
    all.push(text);
    const flagged = screenMessage(text).flagged;
    const truth = label !== 'none';
    if (flagged && truth) tp++;
    else if (flagged) {
      fp++;
      wrong.push(text);
    } else if (truth) {
      fn++;
      missed.push(text);
    }
  }
  const positives = tp + fn;
  console.log(
    `${language}    ${String(set.length).padStart(8)}  ${String(positives).padStart(9)}  ${pct(tp / Math.max(1, tp + fp)).padStart(9)}  ${pct(tp / Math.max(1, positives)).padStart(6)}`,
  );
  if (process.argv.includes('--verbose')) {
    for (const text of missed) console.log(`   missed: ${text}`);
    for (const text of wrong) console.log(`   wrongly flagged: ${text}`);
  } else if (missed.length + wrong.length > 0) {
    console.log(
      `      e.g. missed ${JSON.stringify(missed.slice(0, 2))}, wrongly flagged ${JSON.stringify(wrong.slice(0, 2))}`,
    );
  }
}

// Cost per call, on the labelled messages and on long ones (a post can hold 2000 characters).
const long = all.map((text) => text.repeat(Math.ceil(MESSAGE_MAX_LENGTH / text.length)).slice(0, MESSAGE_MAX_LENGTH));
for (const [name, texts] of [
  ['labelled messages', all],
  [`${MESSAGE_MAX_LENGTH}-character messages`, long],
] as const) {
  for (const text of texts) screenMessage(text); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const text of texts) {
      const start = process.hrtime.bigint();
      screenMessage(text);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  times.sort((a, b) => a - b);
  console.log(
    `${name}: ${times.length} calls · median ${percentile(times, 50).toFixed(3)} ms · p95 ${percentile(times, 95).toFixed(3)} ms · max ${times[times.length - 1]!.toFixed(3)} ms`,
  );
}
