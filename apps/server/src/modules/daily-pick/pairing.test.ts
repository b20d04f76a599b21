// The daily pairing over three genders (decision 054): non-binary members get a pick too, only with
// someone whose list holds them (lists already apply both sides' genders sought), and the rounds for
// men and women pair as before.
import { describe, expect, it } from 'vitest';
import type { Gender } from '@affinia/contract';
import type { PickPreferences } from '../matching/service.js';
import { pairCommunity } from './pairing.js';

/** Ids shaped like the uuids the pairing splits by their last hex digit (even: one side, odd: the other). */
const id = (name: string, lastHex: string) => `00000000-0000-4000-8000-${name.padEnd(11, '0')}${lastHex}`;

const preferencesOf = (people: [string, Gender, string[]][]): PickPreferences =>
  new Map(people.map(([who, gender, candidates]) => [who, { gender, candidates }]));

describe('pairCommunity', () => {
  const nbA = id('a', '2');
  const nbB = id('b', '3');
  const nbC = id('c', '4');
  const woman = id('d', '5');
  const man = id('e', '7');
  const otherWoman = id('f', '8');

  it('pairs non-binary members with each other and with the men and women who seek them', () => {
    const pairs = pairCommunity(
      preferencesOf([
        [nbA, 'non_binaire', [nbB, woman]],
        [nbB, 'non_binaire', [nbA]],
        [nbC, 'non_binaire', [woman, man]],
        [woman, 'femme', [nbC, nbA]],
        [man, 'homme', [otherWoman, nbC]],
        [otherWoman, 'femme', [man]],
      ]),
    );
    const sorted = (a: string, b: string) => (a < b ? [a, b] : [b, a]);
    expect(pairs).toHaveLength(3);
    // The man and the woman are paired first, as before; then the non-binary members are.
    expect(pairs).toContainEqual(sorted(man, otherWoman));
    expect(pairs).toContainEqual(sorted(nbA, nbB));
    expect(pairs).toContainEqual(sorted(nbC, woman));
  });

  it('pairs nobody the other does not list: a list holding someone is never enough alone', () => {
    const pairs = pairCommunity(
      preferencesOf([
        [nbA, 'non_binaire', [woman]],
        [woman, 'femme', [man]],
        [man, 'homme', []],
      ]),
    );
    expect(pairs).toEqual([]);
  });
});
