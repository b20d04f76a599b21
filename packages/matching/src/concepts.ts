// Free text as a signal: the bio and the "type of person sought" are read for a small set of concepts
// (humour, hiking, family, sincerity…) in French, English, Spanish and German. A profile's
// self-description is its bio's concepts plus what its interests, sliders and answers say; someone's
// wish list is the concepts of their "type sought". Both are 32-bit masks, so comparing two people is
// one AND and a popcount. Deliberately simple: no negation handling ("pas de fumeurs" reads as
// nothing, not as its opposite) and prefix stems rather than a full stemmer.
import type { CompatibilityAnswers, Interest, PersonalityAxis } from '@affinia/contract';

export const CONCEPTS = [
  'humour',
  'travel',
  'hiking',
  'sport',
  'music',
  'cinema',
  'reading',
  'cooking',
  'wine',
  'art',
  'nature',
  'animals',
  'photography',
  'dance',
  'yoga',
  'technology',
  'family',
  'kindness',
  'honesty',
  'commitment',
  'curiosity',
  'adventure',
  'calm',
  'ambition',
  'sociable',
  'conversation',
  'respect',
  'organised',
  'sensitivity',
  'positivity',
  'cocooning',
  'generosity',
] as const;
export type Concept = (typeof CONCEPTS)[number];
if (CONCEPTS.length > 32) throw new Error('concept masks are 32-bit');

export const conceptBit = (concept: Concept): number => (1 << CONCEPTS.indexOf(concept)) >>> 0;

type Lexeme = { exact?: string[]; prefix?: string[]; phrases?: string[] };

/** Accent-free, lower-case words. `prefix` entries match any word starting with them (≥ 4 letters). */
const LEXICON: Record<Concept, Lexeme> = {
  humour: {
    exact: ['rire', 'rires', 'fun', 'funny', 'witz', 'risa', 'risas'],
    prefix: [
      'humour',
      'humor',
      'drole',
      'rigol',
      'marrant',
      'laugh',
      'witty',
      'gracios',
      'divertid',
      'lustig',
      'lachen',
    ],
  },
  travel: {
    prefix: ['voyag', 'travel', 'viaj', 'reise', 'reisen', 'backpack', 'globe-trott', 'globetrott'],
    exact: ['trip', 'trips', 'voyage', 'reise'],
    phrases: ['road trip', 'tour du monde'],
  },
  hiking: {
    exact: ['rando', 'randos', 'trek', 'hike', 'hikes', 'berg', 'berge', 'camping', 'bivouac'],
    prefix: ['randonn', 'montagn', 'hiking', 'mountain', 'sender', 'montana', 'wander', 'trekking'],
  },
  sport: {
    exact: ['gym', 'foot', 'ski', 'surf', 'velo', 'bike', 'muscu', 'tennis', 'padel', 'rugby'],
    prefix: [
      'sport',
      'running',
      'courir',
      'footing',
      'jogg',
      'cycling',
      'fitness',
      'football',
      'natation',
      'swimm',
      'nager',
      'escalade',
      'climbing',
      'deport',
      'correr',
      'gimnasio',
      'futbol',
      'laufen',
      'fahrrad',
      'radfahr',
      'kletter',
      'schwimm',
      'marathon',
      'triathl',
    ],
  },
  music: {
    exact: ['chant', 'sing', 'jazz', 'rock', 'rap'],
    prefix: ['musi', 'concert', 'konzert', 'guitar', 'gitarr', 'piano', 'chanter', 'singing', 'festival', 'cancion'],
  },
  cinema: {
    exact: ['film', 'films', 'serie', 'series', 'kino', 'cine', 'pelis', 'movie', 'movies'],
    prefix: ['cinema', 'cinephil', 'netflix', 'pelicul', 'filme'],
  },
  reading: {
    exact: ['lire', 'livre', 'livres', 'read', 'reading', 'books', 'book', 'leer', 'libro', 'libros', 'buch', 'bucher'],
    prefix: ['lecture', 'lectur', 'roman', 'novel', 'lesen', 'literat', 'poesie', 'poetry'],
  },
  cooking: {
    exact: ['food', 'cook', 'comida', 'essen', 'kochen', 'backen'],
    prefix: [
      'cuisin',
      'recette',
      'cooking',
      'gastronom',
      'patisser',
      'baking',
      'cocin',
      'restaurant',
      'foodie',
      'brunch',
    ],
  },
  wine: {
    exact: ['vin', 'vins', 'wine', 'vino', 'wein', 'apero', 'aperos', 'biere', 'beer', 'cerveza', 'bier'],
    prefix: ['oenolog', 'degustation', 'tapas'],
  },
  art: {
    exact: ['art', 'arts', 'arte', 'kunst', 'expo', 'expos', 'museo', 'dessin', 'opera'],
    prefix: [
      'musee',
      'museum',
      'exposition',
      'peintur',
      'painting',
      'drawing',
      'pintur',
      'theatr',
      'teatro',
      'theater',
      'malen',
    ],
  },
  nature: {
    exact: [
      'mer',
      'sea',
      'mar',
      'meer',
      'plage',
      'beach',
      'playa',
      'strand',
      'wald',
      'garten',
      'jardin',
      'garden',
      'natur',
    ],
    prefix: [
      'nature',
      'naturaleza',
      'foret',
      'forest',
      'ocean',
      'campagne',
      'countryside',
      'bosque',
      'jardinage',
      'gardening',
    ],
  },
  animals: {
    exact: [
      'chien',
      'chiens',
      'chat',
      'chats',
      'dog',
      'dogs',
      'cat',
      'cats',
      'perro',
      'perros',
      'gato',
      'gatos',
      'hund',
      'katze',
    ],
    prefix: ['animau', 'animal', 'mascot', 'tiere', 'cheval', 'chevaux', 'horse', 'caball', 'pferd'],
  },
  photography: { prefix: ['photo', 'fotograf', 'fotos'], exact: ['foto'] },
  dance: {
    exact: ['salsa', 'tango', 'bachata', 'dance', 'baile', 'bailar', 'tanz', 'tanzen', 'kizomba'],
    prefix: ['danse', 'danser', 'dancing'],
  },
  yoga: { exact: ['yoga', 'zen', 'pilates'], prefix: ['medit', 'mindful', 'achtsam'] },
  technology: {
    exact: ['tech', 'geek', 'code', 'coding', 'gaming', 'gamer', 'computer'],
    prefix: ['informatiq', 'technolog', 'tecnolog', 'technik', 'programm', 'videojuego', 'ordinateur', 'science'],
    phrases: ['jeux video', 'jeu video', 'video games', 'video game'],
  },
  family: {
    exact: ['kids', 'kinder', 'hijos', 'ninos', 'family', 'familia', 'familie'],
    prefix: ['famill', 'enfant', 'children'],
    phrases: ['fonder un foyer'],
  },
  kindness: {
    exact: ['kind', 'doux', 'douce', 'tendre', 'sweet', 'dulce', 'nett', 'amable'],
    prefix: [
      'gentil',
      'bienveill',
      'caring',
      'attention',
      'carinos',
      'freundlich',
      'liebevoll',
      'herzlich',
      'warmherzig',
    ],
  },
  honesty: {
    exact: ['vrai', 'vraie', 'franc', 'franche', 'echt'],
    prefix: ['honnet', 'sincer', 'honest', 'genuine', 'authenti', 'autenti', 'ehrlich', 'aufrichtig', 'transparen'],
  },
  commitment: {
    exact: ['fidele', 'fideles', 'loyal', 'loyale', 'fiel', 'treu', 'serio', 'seria'],
    prefix: ['serieu', 'serious', 'engag', 'commitment', 'lealtad', 'ernsthaft', 'durable'],
    phrases: ['long terme', 'long-term', 'long term', 'relation stable', 'largo plazo', 'feste beziehung'],
  },
  curiosity: {
    prefix: [
      'curieu',
      'curios',
      'curiou',
      'neugier',
      'open-mind',
      'ouvert',
      'abierto',
      'aufgeschlossen',
      'decouvr',
      'discover',
    ],
  },
  adventure: {
    prefix: ['aventur', 'adventur', 'spontan', 'abenteuer', 'audac', 'intrepid'],
  },
  calm: {
    exact: ['calme', 'calm', 'calma', 'pose', 'posee', 'ruhig', 'relax'],
    prefix: ['tranquil', 'serein', 'relaxed', 'gelassen', 'entspannt', 'paisible', 'peaceful'],
  },
  ambition: {
    exact: ['driven', 'motive', 'motivee'],
    prefix: ['ambiti', 'ambicio', 'ehrgeiz', 'entrepren', 'emprend', 'determin'],
  },
  sociable: {
    exact: ['fete', 'fetes', 'soiree', 'soirees', 'party', 'parties', 'fiesta', 'fiestas', 'salir', 'social'],
    prefix: ['sociabl', 'extraver', 'extrover', 'outgoing', 'gesellig', 'feiern', 'festiv'],
  },
  conversation: {
    exact: ['parler', 'talk', 'talks', 'charlar', 'reden'],
    prefix: ['conversa', 'discuss', 'discut', 'echang', 'gesprach', 'intelligen', 'cultive', 'culto', 'debat'],
    phrases: ['refaire le monde', 'deep talk'],
  },
  respect: { prefix: ['respect', 'respet', 'respekt'] },
  organised: {
    exact: ['fiable', 'reliable', 'planner'],
    prefix: ['organis', 'organiz', 'structur', 'ponctu', 'punctual', 'zuverlass', 'puntual'],
  },
  sensitivity: {
    exact: ['sensible', 'sensibles', 'sensibel'],
    prefix: ['sensitiv', 'empath', 'empati', 'einfuhl', 'emotif', 'emotiv', 'romanti', 'romant'],
  },
  positivity: {
    exact: ['smile', 'alegre', 'sonrisa', 'lacheln'],
    prefix: ['positi', 'joyeu', 'souri', 'optimis', 'cheerful', 'frohlich', 'sonrie'],
    phrases: ['bonne humeur', 'joie de vivre', 'good vibes', 'buen rollo', 'gute laune'],
  },
  cocooning: {
    exact: [
      'cozy',
      'cosy',
      'canape',
      'couch',
      'sofa',
      'plaid',
      'cocoon',
      'casanier',
      'casaniere',
      'hogareno',
      'hogarena',
    ],
    prefix: ['cocooning', 'gemutlich', 'homebody'],
  },
  generosity: {
    exact: ['partage', 'partager', 'sharing', 'compartir', 'teilen'],
    prefix: ['genereu', 'generous', 'generos', 'grosszug', 'altruis', 'benevol', 'volunteer', 'voluntari', 'ehrenamt'],
  },
};

/** The interests of the questionnaire, as concepts of a self-description. */
export const INTEREST_CONCEPT: Readonly<Record<Interest, Concept>> = {
  music: 'music',
  cinema: 'cinema',
  travel: 'travel',
  sport: 'sport',
  reading: 'reading',
  cooking: 'cooking',
  art: 'art',
  technology: 'technology',
  nature: 'nature',
  photography: 'photography',
  dance: 'dance',
  yoga: 'yoga',
};

const exactIndex = new Map<string, number>();
const prefixIndex = new Map<string, { stem: string; bit: number }[]>();
const phraseList: { phrase: string; bit: number }[] = [];
const PREFIX_KEY = 4;

for (const concept of CONCEPTS) {
  const bit = conceptBit(concept);
  const lex = LEXICON[concept];
  for (const word of lex.exact ?? []) exactIndex.set(word, (exactIndex.get(word) ?? 0) | bit);
  for (const stem of lex.prefix ?? []) {
    if (stem.includes(' ')) {
      phraseList.push({ phrase: stem, bit });
      continue;
    }
    if (stem.length < PREFIX_KEY) {
      exactIndex.set(stem, (exactIndex.get(stem) ?? 0) | bit);
      continue;
    }
    const key = stem.slice(0, PREFIX_KEY);
    const list = prefixIndex.get(key) ?? [];
    list.push({ stem, bit });
    prefixIndex.set(key, list);
  }
  for (const phrase of lex.phrases ?? []) phraseList.push({ phrase, bit });
}

/** Lower case, accents removed, apostrophes and punctuation as spaces: "L’Été à Köln" → "l ete a koln". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim();
}

/** Concepts a free text mentions, as a 32-bit mask. */
export function conceptsOfText(text: string): number {
  if (!text) return 0;
  const normalized = normalizeText(text);
  if (!normalized) return 0;
  let mask = 0;
  for (const word of normalized.split(' ')) {
    const exact = exactIndex.get(word);
    if (exact !== undefined) mask |= exact;
    if (word.length >= PREFIX_KEY) {
      const candidates = prefixIndex.get(word.slice(0, PREFIX_KEY));
      if (candidates) for (const { stem, bit } of candidates) if (word.startsWith(stem)) mask |= bit;
    }
  }
  if (phraseList.length > 0) {
    const spaced = ` ${normalized} `;
    for (const { phrase, bit } of phraseList) if (spaced.includes(` ${phrase}`)) mask |= bit;
  }
  return mask >>> 0;
}

/** What someone's structured answers say about them, in the vocabulary of the free texts. */
export function conceptsOfAnswers(
  interests: readonly Interest[],
  sliders: Readonly<Record<PersonalityAxis, number>>,
  answers: CompatibilityAnswers,
): number {
  let mask = 0;
  const add = (concept: Concept) => (mask |= conceptBit(concept));
  for (const interest of interests) add(INTEREST_CONCEPT[interest]);
  if (sliders.aventure >= 65) add('adventure');
  if (sliders.aventure <= 35 && sliders.social <= 50) add('calm');
  if (sliders.extraversion >= 65 || sliders.social >= 70) add('sociable');
  if (sliders.planification >= 65) add('organised');
  if (sliders.emotion >= 65) add('sensitivity');
  if (answers.values === 'honesty') add('honesty');
  if (answers.values === 'loyalty' || answers.future === 'stability') add('commitment');
  if (answers.values === 'ambition' || answers.future === 'career') add('ambition');
  if (answers.future === 'family') add('family');
  if (answers.future === 'travel') add('travel');
  if (answers.weekend === 'outdoors') add('nature');
  if (answers.weekend === 'culture') add('art');
  if (answers.weekend === 'cozy' || answers.social_life === 'homebody') add('cocooning');
  if (answers.social_life === 'very_social' || answers.lifestyle === 'nightlife') add('sociable');
  if (answers.conflict === 'humour') add('humour');
  if (answers.conflict === 'talk_now' || answers.communication === 'quality') add('conversation');
  if (answers.lifestyle === 'active') add('sport');
  return mask >>> 0;
}

/** Number of set bits of a 32-bit mask (branch-free, the classic SWAR popcount). */
export function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** The concepts of a mask, in CONCEPTS order. */
export function conceptsOfMask(mask: number): Concept[] {
  return CONCEPTS.filter((_, i) => ((mask >>> i) & 1) === 1);
}
