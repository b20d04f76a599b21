// The evasion corpus of issue 31 item 5: ways members hide insults, threats, scam signals and hidden
// words from the text rules, in fr/en/es/de, and clean texts that must stay unflagged (accents, names,
// words that contain an insult, dates that look like phone numbers). Invisible characters are written
// as escapes so a reader sees them. Used by text-normaliser.test.ts and, as @affinia/contract/text-corpus,
// by bench/message-screening.ts.
import type { Language } from './constants.js';
import type { ScamSignal } from './scam-signals.js';
import type { ScreenCategory } from './screening.js';

export type EvasionCase =
  | { lang: Language; trick: string; text: string; rule: 'screening'; expect: ScreenCategory }
  | { lang: Language; trick: string; text: string; rule: 'scam'; expect: ScamSignal }
  | { lang: Language; trick: string; text: string; rule: 'hidden'; word: string };

const ZWSP = '\u200b';
const ZWJ = '\u200d';
const SHY = '\u00ad';
const WJ = '\u2060';
const VS16 = '\ufe0f';

export const EVASIONS: EvasionCase[] = [
  // French.
  { lang: 'fr', trick: 'zero-width space', rule: 'screening', expect: 'insult', text: `Espèce de con${ZWSP}nard` },
  { lang: 'fr', trick: 'zero-width joiner', rule: 'screening', expect: 'insult', text: `sa${ZWJ}lope` },
  { lang: 'fr', trick: 'soft hyphen', rule: 'screening', expect: 'insult', text: `enc${SHY}ulé` },
  { lang: 'fr', trick: 'word joiner', rule: 'screening', expect: 'insult', text: `pé${WJ}tasse` },
  { lang: 'fr', trick: 'variation selector', rule: 'screening', expect: 'insult', text: `sal${VS16}ope va` },
  { lang: 'fr', trick: 'hyphen inside', rule: 'screening', expect: 'insult', text: 'gros con-nard' },
  { lang: 'fr', trick: 'dot inside', rule: 'screening', expect: 'insult', text: 'sa.lope' },
  { lang: 'fr', trick: 'small capitals', rule: 'screening', expect: 'insult', text: 'ᴄᴏɴɴᴀʀᴅ' },
  { lang: 'fr', trick: 'Greek rho', rule: 'screening', expect: 'insult', text: 'sale ρute' },
  { lang: 'fr', trick: 'Cyrillic d', rule: 'screening', expect: 'insult', text: 'connarԁ' },
  { lang: 'fr', trick: 'dotless i', rule: 'screening', expect: 'insult', text: "t'es débıle" },
  { lang: 'fr', trick: 'letters in pairs', rule: 'screening', expect: 'insult', text: 'co nn ar d' },
  { lang: 'fr', trick: 'zero-width space', rule: 'screening', expect: 'threat', text: `je vais te t${ZWSP}uer` },
  { lang: 'fr', trick: 'hyphen inside', rule: 'screening', expect: 'threat', text: 'je vais te tu-er' },
  { lang: 'fr', trick: 'Cyrillic d', rule: 'screening', expect: 'threat', text: 'je vais te ԁéfoncer' },
  { lang: 'fr', trick: 'soft hyphen', rule: 'screening', expect: 'sexual', text: `envoie des nu${SHY}des` },
  {
    lang: 'fr',
    trick: 'full-width digits',
    rule: 'scam',
    expect: 'phone',
    text: 'appelle-moi au ０６ １２ ３４ ５６ ７８',
  },
  {
    lang: 'fr',
    trick: 'digits split by zero-width',
    rule: 'scam',
    expect: 'phone',
    text: `06${ZWSP}12${ZWSP}34${ZWSP}56${ZWSP}78`,
  },
  { lang: 'fr', trick: 'ideographic full stop', rule: 'scam', expect: 'link', text: 'va sur evil。com' },
  {
    lang: 'fr',
    trick: 'soft hyphen',
    rule: 'scam',
    expect: 'money_request',
    text: `tu peux faire un vire${SHY}ment ?`,
  },
  {
    lang: 'fr',
    trick: 'zero-width space',
    rule: 'scam',
    expect: 'off_platform',
    text: `écris-moi sur whats${ZWSP}app`,
  },
  { lang: 'fr', trick: 'zero-width space', rule: 'hidden', word: 'chat', text: `Tu aimes le c${ZWSP}hat ?` },
  { lang: 'fr', trick: 'small capitals', rule: 'hidden', word: 'bébé', text: 'mon ʙéʙé' },
  { lang: 'fr', trick: 'hyphen inside', rule: 'hidden', word: 'bière', text: 'une bi-ère ?' },
  // English.
  { lang: 'en', trick: 'zero-width space', rule: 'screening', expect: 'insult', text: `you bi${ZWSP}tch` },
  { lang: 'en', trick: 'soft hyphen', rule: 'screening', expect: 'insult', text: `f${SHY}uck you` },
  { lang: 'en', trick: 'word joiner', rule: 'screening', expect: 'insult', text: `wh${WJ}ore` },
  { lang: 'en', trick: 'hyphen inside', rule: 'screening', expect: 'insult', text: 'what an ass-hole' },
  { lang: 'en', trick: 'dot inside', rule: 'screening', expect: 'insult', text: 'sl.ut' },
  { lang: 'en', trick: 'small capitals', rule: 'screening', expect: 'insult', text: 'ʙɪᴛᴄʜ' },
  { lang: 'en', trick: 'dotless i', rule: 'screening', expect: 'threat', text: 'ı wıll kıll you' },
  { lang: 'en', trick: 'Cyrillic dze', rule: 'screening', expect: 'threat', text: 'kill yourѕelf' },
  { lang: 'en', trick: 'letters in pairs', rule: 'screening', expect: 'insult', text: 'mo th er fu ck er' },
  { lang: 'en', trick: 'zero-width joiner', rule: 'screening', expect: 'threat', text: `i will ra${ZWJ}pe you` },
  { lang: 'en', trick: 'Greek rho', rule: 'screening', expect: 'sexual', text: 'show me your ρussy' },
  { lang: 'en', trick: 'zero-width space', rule: 'screening', expect: 'sexual', text: `send nu${ZWSP}des` },
  {
    lang: 'en',
    trick: 'digits split by zero-width',
    rule: 'scam',
    expect: 'phone',
    text: `call me +44${ZWSP}7700${ZWSP}900${ZWSP}123`,
  },
  { lang: 'en', trick: 'Cyrillic o in the domain', rule: 'scam', expect: 'link', text: 'see my pics at evil.cоm' },
  { lang: 'en', trick: 'soft hyphen', rule: 'scam', expect: 'money_request', text: `can you send me mo${SHY}ney` },
  { lang: 'en', trick: 'hyphen inside', rule: 'scam', expect: 'off_platform', text: 'add me on tele-gram' },
  { lang: 'en', trick: 'ligature', rule: 'hidden', word: 'fish', text: 'I love ﬁsh' },
  { lang: 'en', trick: 'dot inside', rule: 'hidden', word: 'smoking', text: 'smo.king is fine' },
  // Spanish.
  { lang: 'es', trick: 'zero-width space', rule: 'screening', expect: 'insult', text: `eres una pu${ZWSP}ta` },
  { lang: 'es', trick: 'soft hyphen', rule: 'screening', expect: 'insult', text: `gili${SHY}pollas` },
  { lang: 'es', trick: 'hyphen inside', rule: 'screening', expect: 'insult', text: 'hijo de pu-ta' },
  { lang: 'es', trick: 'dot inside', rule: 'screening', expect: 'insult', text: 'ca.brón' },
  { lang: 'es', trick: 'small capitals', rule: 'screening', expect: 'insult', text: 'ᴘᴇɴᴅᴇᴊᴏ' },
  { lang: 'es', trick: 'word joiner', rule: 'screening', expect: 'threat', text: `te voy a ma${WJ}tar` },
  { lang: 'es', trick: 'letters in pairs', rule: 'screening', expect: 'insult', text: 'ma lp ar id o' },
  { lang: 'es', trick: 'Greek lunate sigma', rule: 'screening', expect: 'insult', text: 'eres imbéϲil' },
  { lang: 'es', trick: 'dotless i', rule: 'screening', expect: 'threat', text: 'te voy a vıolar' },
  { lang: 'es', trick: 'Greek rho', rule: 'screening', expect: 'insult', text: 'hijo de ρuta' },
  { lang: 'es', trick: 'full-width digits', rule: 'scam', expect: 'phone', text: 'mi número: ６１２ ３４５ ６７８' },
  { lang: 'es', trick: 'full-width full stop', rule: 'scam', expect: 'link', text: 'mira mifoto．es' },
  { lang: 'es', trick: 'hyphen inside', rule: 'scam', expect: 'money_request', text: 'envíame di-nero' },
  { lang: 'es', trick: 'Cyrillic e', rule: 'hidden', word: 'cerveza', text: 'una cervеza fría' },
  // German.
  { lang: 'de', trick: 'zero-width space', rule: 'screening', expect: 'insult', text: `Arsch${ZWSP}loch` },
  { lang: 'de', trick: 'soft hyphen', rule: 'screening', expect: 'insult', text: `Hu${SHY}rensohn` },
  { lang: 'de', trick: 'dot inside', rule: 'screening', expect: 'insult', text: 'Schl.ampe' },
  { lang: 'de', trick: 'hyphen inside', rule: 'screening', expect: 'insult', text: 'Wich-ser' },
  { lang: 'de', trick: 'word joiner', rule: 'screening', expect: 'threat', text: `ich bring dich u${WJ}m` },
  { lang: 'de', trick: 'small capitals', rule: 'screening', expect: 'insult', text: 'ᴍɪssɢᴇʙᴜʀᴛ' },
  { lang: 'de', trick: 'letters in pairs', rule: 'screening', expect: 'insult', text: 'Hu re ns oh n' },
  { lang: 'de', trick: 'Greek omicron', rule: 'screening', expect: 'threat', text: 'du bist tοt' },
  { lang: 'de', trick: 'dotless i', rule: 'screening', expect: 'threat', text: 'ıch brınge dıch um' },
  { lang: 'de', trick: 'Cyrillic d', rule: 'screening', expect: 'insult', text: 'verpiss ԁich' },
  { lang: 'de', trick: 'zero-width joiner', rule: 'screening', expect: 'sexual', text: `schick nu${ZWJ}des` },
  {
    lang: 'de',
    trick: 'digits split by word joiners',
    rule: 'scam',
    expect: 'phone',
    text: `ruf an: 0151${WJ}234${WJ}567${WJ}8`,
  },
  { lang: 'de', trick: 'half-width ideographic stop', rule: 'scam', expect: 'link', text: 'schau auf evil｡net' },
  { lang: 'de', trick: 'zero-width space', rule: 'scam', expect: 'money_request', text: `schick mir G${ZWSP}eld` },
  { lang: 'de', trick: 'soft hyphen', rule: 'hidden', word: 'Bier', text: `Ich trinke B${SHY}ier` },
  { lang: 'de', trick: 'letters in pairs', rule: 'hidden', word: 'Sport', text: 'Ich mag sp or t' },
];

/** Texts no rule may flag: no screening category, no scam signal. */
export const CLEAN_TEXTS: { lang: Language; text: string }[] = [
  { lang: 'fr', text: 'Je suis mort de rire' },
  { lang: 'fr', text: 'Ce film est une tuerie' },
  { lang: 'fr', text: 'On se voit le 12.05.2026 à 19h30 ?' },
  { lang: 'fr', text: 'Je suis née le 03/04/1995 à Concarneau' },
  { lang: 'fr', text: 'Le concours de pétanque est dimanche' },
  { lang: 'fr', text: 'Grande connaisseuse de vins, pédagogue et curieuse' },
  { lang: 'fr', text: "Peut-être un week-end à l'Île-d'Oléron, c'est-à-dire au calme" },
  { lang: 'fr', text: 'Je m’appelle Anne-Sophie, et toi, Zoë ?' },
  { lang: 'fr', text: 'Il y a un an, je suis allée au ciné' },
  { lang: 'fr', text: 'J’ai 2 chats et 3 chiens, je mesure 1,78 m' },
  { lang: 'fr', text: 'Œdipe, Ørjan et Ñandú sont des noms rares' },
  { lang: 'fr', text: 'Je cherche quelqu’un de drôle, sportif et attentionné 🙂' },
  { lang: 'fr', text: 'Mon e-mail ? Non, parlons ici d’abord' },
  { lang: 'fr', text: 'Rendez-vous vers 20 h ou 20.30' },
  { lang: 'en', text: 'I grew up in Scunthorpe, near Cockermouth? No, Essex' },
  { lang: 'en', text: 'My therapist says I should date more' },
  { lang: 'en', text: 'Classic assessment: I passed' },
  { lang: 'en', text: 'Born 1990-04-12, moved in 2015-2016' },
  { lang: 'en', text: 'Looking for someone kind who loves hiking' },
  { lang: 'en', text: 'The con artist movie was great' },
  { lang: 'en', text: 'I am a nurse, I do night shifts' },
  { lang: 'en', text: 'Grapefruit and co-op shopping on Sundays' },
  { lang: 'en', text: 'Is it a deal? I am in' },
  { lang: 'en', text: 'Call it a day at 10.30 pm' },
  { lang: 'es', text: 'Vivo en Putaendo y trabajo en Matsuyama' },
  { lang: 'es', text: 'Mi perro se llama Toby' },
  { lang: 'es', text: 'Tengo 30 años y me encanta el pastel de calabaza' },
  { lang: 'es', text: 'La computadora de José María es nueva' },
  { lang: 'es', text: 'Hola, ¿qué tal? Es la una' },
  { lang: 'es', text: 'Nací el 12.03.1992, soy documentalista' },
  { lang: 'es', text: 'Busco a alguien sincero y con sentido del humor' },
  { lang: 'es', text: 'Me gusta el Titicaca y la Ñ' },
  { lang: 'es', text: 'Quedamos el sábado a las 18.30' },
  { lang: 'de', text: 'Ich heiße Jürgen Weiß und wohne in der Straße am See' },
  { lang: 'de', text: 'Geburtstag am 01.02.1990, bis morgen um 18.30 Uhr' },
  { lang: 'de', text: 'Ich arbeite als Therapeut und mache gern Analysen' },
  { lang: 'de', text: 'Ich bin da, bis gleich' },
  { lang: 'de', text: 'Suche jemanden zum Wandern und Kochen' },
  { lang: 'de', text: 'Mein Lieblingsbuch ist Die Verwandlung' },
  { lang: 'de', text: 'Fußball, Käse und Öl sind meine Themen' },
  { lang: 'de', text: 'Wir könnten am 3.10. ins Kino gehen' },
];

/** Texts a hidden word must not hide (the word is only part of another word). */
export const HIDDEN_CLEAN: { word: string; text: string }[] = [
  { word: 'chat', text: 'Un chaton adorable' },
  { word: 'chat', text: 'Le château de Chambord' },
  { word: 'Bier', text: 'Ambrose Bierce war ein Schriftsteller' },
  { word: 'sport', text: 'Sportif ? Oui, un peu' },
  { word: 'fish', text: 'Selfish people, no thanks' },
];
