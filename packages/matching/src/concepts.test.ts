// Reading free texts: concepts in four languages, accents and case ignored, no substring accidents.
import { describe, expect, it } from 'vitest';
import { conceptBit, conceptsOfMask, conceptsOfText, normalizeText, popcount32 } from './concepts.js';

describe('conceptsOfText', () => {
  it.each([
    ['J’adore la RANDONNÉE et les chiens', ['hiking', 'animals']],
    ['I love hiking with my dog', ['hiking', 'animals']],
    ['Me encanta el senderismo y mi perro', ['hiking', 'animals']],
    ['Ich liebe Wandern mit meinem Hund', ['hiking', 'animals']],
    ['Quelqu’un de drôle, sincère et curieux', ['humour', 'honesty', 'curiosity']],
    ['someone funny, honest and curious', ['humour', 'honesty', 'curiosity']],
    ['alguien gracioso, sincero y curioso', ['humour', 'honesty', 'curiosity']],
    ['jemand Lustiges, Ehrliches und Neugieriges', ['humour', 'honesty', 'curiosity']],
    ['une relation sérieuse sur le long terme', ['commitment']],
    ['Fan de jeux vidéo', ['technology']],
    ['Großzügig und herzlich', ['kindness', 'generosity']],
  ])('%s', (text, expected) => {
    expect(conceptsOfMask(conceptsOfText(text)).sort()).toEqual([...expected].sort());
  });

  it('does not read words inside other words', () => {
    expect(conceptsOfText('Je vais partir en voiture')).toBe(0);
    expect(conceptsOfText('')).toBe(0);
  });

  it('normalises accents, case, ß and apostrophes', () => {
    expect(normalizeText('L’Été à KÖLN, Straße!')).toBe('l ete a koln strasse');
  });

  it('counts bits', () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(0xffffffff)).toBe(32);
    expect(popcount32(conceptBit('humour') | conceptBit('generosity'))).toBe(2);
  });
});
