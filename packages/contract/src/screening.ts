// Message screening (issue 18 part 3): a pure check for insults, sexual harassment and threats in
// fr/en/es/de, robust to look-alike characters, leetspeak, spacing and repeated letters. Matching is
// on whole normalised tokens, so names containing a bad substring ("Scunthorpe") pass. It lives in the
// contract because both sides run it: the server before sending ("Es-tu sûr(e) ?"), the web on what a
// member receives ("Ce message te dérange ?"), so the message format stays the spec's.
export type ScreenCategory = 'insult' | 'sexual' | 'threat';
export type ScreenResult = { flagged: boolean; categories: ScreenCategory[]; terms: string[] };

const CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  і: 'i',
  к: 'k',
  м: 'm',
  т: 't',
  н: 'h',
  в: 'b',
  α: 'a',
  ο: 'o',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  τ: 't',
  ß: 'ss',
};
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '€': 'e',
  '!': 'i',
  '|': 'i',
};

/** Lower-case, strip accents, map look-alikes and leetspeak, join spaced letters, collapse repeats. */
export function normaliseForScreening(text: string): string {
  const base = text
    .toLowerCase()
    .replace(/[^\u0020-\u007e]/g, (c) => CONFUSABLES[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const tokens = base
    .split(/[^a-z0-9@$€!|]+/)
    .map((t) => t.replace(/^[!|]+|[!|]+$/g, ''))
    .map((t) => (/[a-z]/.test(t) ? t.replace(/[0-9@$€!|]/g, (c) => LEET[c] ?? c) : t))
    .map((t) => t.replace(/[^a-z]/g, ''))
    .filter(Boolean);
  const merged: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) merged.push(run.join(''));
    else merged.push(...run);
    run = [];
  };
  for (const t of tokens) {
    if (t.length === 1) run.push(t);
    else {
      flush();
      merged.push(t);
    }
  }
  flush();
  return merged.map((t) => t.replace(/(.)\1+/g, '$1')).join(' ');
}

const LEXICON: Record<ScreenCategory, string[]> = {
  insult: [
    'connard',
    'connasse',
    'salope',
    'pute',
    'encule',
    'fils de pute',
    'fdp',
    'ntm',
    'nique ta mere',
    'ta gueule',
    'batard',
    'petasse',
    'pouffiasse',
    'trou du cul',
    'grosse vache',
    'bitch',
    'whore',
    'slut',
    'cunt',
    'fuck you',
    'fuck off',
    'asshole',
    'dickhead',
    'motherfucker',
    'retard',
    'piece of shit',
    'puta',
    'zorra',
    'gilipollas',
    'cabron',
    'pendejo',
    'hijo de puta',
    'vete a la mierda',
    'imbecil',
    'maricon',
    'schlampe',
    'hure',
    'fotze',
    'arschloch',
    'wichser',
    'hurensohn',
    'fick dich',
    'missgeburt',
    'spast',
  ],
  sexual: [
    'suce moi',
    'suce ma',
    'ma bite',
    'ta chatte',
    'montre tes seins',
    'envoie des nudes',
    'nudes',
    'je veux te baiser',
    'baise moi',
    'send nudes',
    'suck my',
    'show me your tits',
    'show me your boobs',
    'your pussy',
    'my dick',
    'my cock',
    'wanna fuck',
    'sit on my face',
    'ensename las tetas',
    'chupamela',
    'quiero follarte',
    'te quiero follar',
    'manda fotos desnuda',
    'zeig mir deine titten',
    'schick nudes',
    'blas mir einen',
    'ich will dich ficken',
    'meinen schwanz',
  ],
  threat: [
    'je vais te tuer',
    'je vais te buter',
    'je te tue',
    'je vais te frapper',
    't es mort',
    't es morte',
    'tu es mort',
    'tu es morte',
    'je sais ou tu habites',
    'je vais te retrouver',
    'va crever',
    'je vais te violer',
    'i will kill you',
    'i ll kill you',
    'gonna kill you',
    'kill yourself',
    'kys',
    'i know where you live',
    'you re dead',
    'i will find you',
    'rape you',
    'beat you up',
    'te voy a matar',
    'te mato',
    'se donde vives',
    'te voy a violar',
    'estas muerto',
    'estas muerta',
    'matate',
    'ich bringe dich um',
    'ich bring dich um',
    'ich werde dich toten',
    'ich weiss wo du wohnst',
    'du bist tot',
    'ich vergewaltige dich',
  ],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = (Object.keys(LEXICON) as ScreenCategory[]).map((category) => {
  const alternatives = LEXICON[category].map((entry) => {
    const n = escape(normaliseForScreening(entry));
    return n.includes(' ') ? n : `${n}(?:e?s|e|x|en)?`;
  });
  return { category, re: new RegExp(`(?<![a-z])(${alternatives.join('|')})(?![a-z])`, 'g') };
});

/** Screens one message: the categories it falls in and the (normalised) terms that matched. */
export function screenMessage(text: string): ScreenResult {
  const n = normaliseForScreening(text);
  const categories: ScreenCategory[] = [];
  const terms: string[] = [];
  for (const { category, re } of PATTERNS) {
    const found = n.match(re);
    if (found) {
      categories.push(category);
      terms.push(...found);
    }
  }
  return { flagged: categories.length > 0, categories, terms };
}
