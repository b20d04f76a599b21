// Text rules benchmark (issues 18 and 31): what the one text normaliser and the rules built on it
// catch of the evasion corpus (packages/contract/src/text-corpus.fixture.ts: insults, threats, scam
// signals and hidden words hidden with invisible characters, look-alike letters, separators inside
// words, letters in pairs, full-width digits, evil。com), per language; how many clean texts they flag
// (accents, names, words containing an insult, dates that look like phone numbers); and what the
// check adds to a message post: normalising once, screening and scam signals (median / p95 / max per
// call, on the corpus and on messages of every length up to 2000 characters).
//
// The corpus is committed with the contract's tests (@affinia/contract/text-corpus), so this runs on a
// clean clone (the labelled sets this bench once read from bench/data were never committed).
//
//   npm run bench:screening [-- --rounds 20 --verbose]
import {
  LANGUAGES,
  MESSAGE_MAX_LENGTH,
  containsHiddenWord,
  normaliseText,
  scamSignals,
  screenMessage,
} from '@affinia/contract';
import { CLEAN_TEXTS, EVASIONS, HIDDEN_CLEAN, type EvasionCase } from '@affinia/contract/text-corpus';
import { flag, machine, percentile } from './population.js';

const ROUNDS = Number(flag('rounds', '20'));
const verbose = process.argv.includes('--verbose');

const caught = (c: EvasionCase): boolean =>
  c.rule === 'screening'
    ? screenMessage(c.text).categories.includes(c.expect)
    : c.rule === 'scam'
      ? scamSignals(c.text).signals.includes(c.expect)
      : containsHiddenWord(c.text, [c.word]);
const flagsClean = (text: string) => screenMessage(text).flagged || scamSignals(text).signals.length > 0;

console.log(`text rules · ${machine()}`);
console.log('lang  evasions  caught  clean texts  wrongly flagged');
let totalCaught = 0;
let totalWrong = 0;
for (const language of LANGUAGES) {
  const cases = EVASIONS.filter((c) => c.lang === language);
  const clean = CLEAN_TEXTS.filter((c) => c.lang === language);
  const missed = cases.filter((c) => !caught(c));
  const wrong = clean.filter((c) => flagsClean(c.text));
  totalCaught += cases.length - missed.length;
  totalWrong += wrong.length;
  console.log(
    `${language}    ${String(cases.length).padStart(8)}  ${String(cases.length - missed.length).padStart(6)}  ${String(clean.length).padStart(11)}  ${String(wrong.length).padStart(15)}`,
  );
  if (verbose || missed.length + wrong.length > 0) {
    for (const c of missed) console.log(`   missed (${c.rule}, ${c.trick}): ${JSON.stringify(c.text)}`);
    for (const c of wrong) console.log(`   wrongly flagged: ${JSON.stringify(c.text)}`);
  }
}
const hiddenWrong = HIDDEN_CLEAN.filter(({ word, text }) => containsHiddenWord(text, [word]));
totalWrong += hiddenWrong.length;
for (const { word, text } of hiddenWrong) console.log(`   "${word}" wrongly hides: ${JSON.stringify(text)}`);
console.log(
  `all   ${String(EVASIONS.length).padStart(8)}  ${String(totalCaught).padStart(6)}  ${String(CLEAN_TEXTS.length + HIDDEN_CLEAN.length).padStart(11)}  ${String(totalWrong).padStart(15)}`,
);

// Cost per message as the server pays it: one normalisation, then screening and scam signals on it.
const texts = [...EVASIONS.map((c) => c.text), ...CLEAN_TEXTS.map((c) => c.text)];
const long = texts.map((text) => text.repeat(Math.ceil(MESSAGE_MAX_LENGTH / text.length)).slice(0, MESSAGE_MAX_LENGTH));
const check = (text: string) => {
  const n = normaliseText(text);
  screenMessage(text, n);
  scamSignals(text, n);
};
for (const [name, set] of [
  ['corpus messages', texts],
  [`${MESSAGE_MAX_LENGTH}-character messages`, long],
] as const) {
  for (const text of set) check(text); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const text of set) {
      const start = process.hrtime.bigint();
      check(text);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  times.sort((a, b) => a - b);
  console.log(
    `${name}: ${times.length} calls · median ${percentile(times, 50).toFixed(3)} ms · p95 ${percentile(times, 95).toFixed(3)} ms · max ${times[times.length - 1]!.toFixed(3)} ms`,
  );
}
