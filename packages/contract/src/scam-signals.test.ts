import { describe, expect, it } from 'vitest';
import { scamSignals, splitLinks } from './scam-signals.js';

describe('scam signals', () => {
  it.each([
    ['Appelle-moi au 06 12 34 56 78', ['phone']],
    ['my number is +44 7700 900123', ['phone', 'off_platform']],
    ['Regarde mon profil sur www.example.com', ['link']],
    ['https://bit.ly/abc', ['link']],
    ['Envoie sur bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ['crypto_wallet']],
    ['0x52908400098527886E0F7030069857D2E4169EE7 merci', ['crypto_wallet']],
    ['Tu peux acheter une carte cadeau Steam pour moi ?', ['money_request']],
    ['I need money for my ticket, can you do a western union?', ['money_request']],
    ['Écris-moi sur WhatsApp, je ne viens jamais ici', ['off_platform']],
    ['Schick mir Geld per Überweisung', ['money_request']],
    ['Agrégame en Telegram', ['off_platform']],
  ])('%s → %j', (text, signals) => {
    expect(scamSignals(text).signals.sort()).toEqual([...signals].sort());
  });

  it.each([
    'Salut ! Tu fais quoi ce week-end ?',
    'J’ai 2 chats et 1 chien',
    'Rendez-vous à 19h30 le 12/06 ?',
    'On se voit au café de la gare',
    'Ich wohne in Berlin seit 2015',
  ])('lets %s pass', (text) => {
    expect(scamSignals(text)).toEqual({ signals: [], risk: 0 });
  });

  it('weighs signals into a risk capped at 100', () => {
    expect(scamSignals('06 12 34 56 78').risk).toBe(30);
    expect(scamSignals('whatsapp 06 12 34 56 78, bitcoin bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq').risk).toBe(100);
  });
});

describe('splitLinks', () => {
  it('cuts a message into text and links, leaving trailing punctuation out', () => {
    expect(splitLinks('Vois www.example.com/page, puis https://a.fr.')).toEqual([
      { text: 'Vois ' },
      { text: 'www.example.com/page', href: 'https://www.example.com/page' },
      { text: ', puis ' },
      { text: 'https://a.fr', href: 'https://a.fr' },
      { text: '.' },
    ]);
    expect(splitLinks('rien ici')).toEqual([{ text: 'rien ici' }]);
  });
});
