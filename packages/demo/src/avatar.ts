// Portrait-style avatars for demo profiles, so discover cards are not empty: a flat illustration
// (face, skin tone, hair, eyes, smile, clothes, background) drawn as SVG from traits drawn per person,
// then rendered to WebP by sharp. The traits and the SVG are pure; only renderAvatar touches sharp.
import sharp from 'sharp';
import type { Gender } from '@affinia/contract';
import type { Culture } from './names.js';
import type { Rng } from './prng.js';

export const AVATAR_WIDTH = 400;
export const AVATAR_HEIGHT = 500;

type HairStyle =
  | 'short'
  | 'crop'
  | 'side_part'
  | 'quiff'
  | 'buzz'
  | 'bald'
  | 'receding'
  | 'curly_short'
  | 'afro'
  | 'long_straight'
  | 'long_wavy'
  | 'shoulder'
  | 'bob'
  | 'pixie'
  | 'bun'
  | 'ponytail'
  | 'curly_long';

type Beard = 'none' | 'stubble' | 'full' | 'moustache' | 'goatee';

export type AvatarTraits = {
  background: [string, string];
  skin: string;
  hairStyle: HairStyle;
  hairColor: string;
  eyeColor: string;
  face: { halfWidth: number; halfHeight: number; jaw: number };
  eyeSpacing: number;
  browWeight: number;
  browArch: number;
  noseWidth: number;
  mouth: 'smile' | 'grin' | 'soft';
  mouthWidth: number;
  lipColor: string;
  blush: number;
  freckles: boolean;
  beard: Beard;
  glasses: null | { shape: 'round' | 'square'; color: string };
  earrings: boolean;
  clothing: string;
  neckline: 'crew' | 'v' | 'collar';
  partSide: -1 | 1;
  /** Small per-person wobble of hairlines and curls, so two "short" cuts are not identical. */
  jitter: number[];
  /** A flick at the eyes' outer corners, and shoulders drawn narrower (women's set). */
  lashes: boolean;
  slimShoulders: boolean;
  age: number;
  gender: Gender;
};

/** The two sets of gendered traits avatars draw from. */
type Presentation = 'homme' | 'femme';

// ---- colours -------------------------------------------------------------------------------

const SKIN_TONES = ['#f7dcc8', '#efc7a8', '#e2b08b', '#d09a72', '#bb8258', '#9d6841', '#7e4f2e', '#5c3922'];
const SKIN_WEIGHTS: Record<'light' | 'southern' | 'latin' | 'mena' | 'african' | 'east_asian', number[]> = {
  light: [3, 5, 4, 2, 0.5, 0.1, 0, 0],
  southern: [1, 3, 4, 3, 1.5, 0.4, 0, 0],
  latin: [0.3, 1, 2.5, 4, 3, 1.5, 0.5, 0],
  mena: [0.2, 1, 3, 4, 3, 1, 0.2, 0],
  african: [0, 0, 0, 0.2, 0.8, 2.5, 4, 4],
  east_asian: [2, 4, 3, 1, 0.3, 0, 0, 0],
};
const SKIN_GROUP: Record<Culture, keyof typeof SKIN_WEIGHTS> = {
  french: 'light',
  belgian: 'light',
  swiss: 'light',
  quebecois: 'light',
  german: 'light',
  spanish: 'southern',
  portuguese: 'southern',
  latin_american: 'latin',
  maghrebi: 'mena',
  turkish: 'mena',
  west_african: 'african',
  east_asian: 'east_asian',
};

const HAIR = {
  black: '#1d1816',
  darkBrown: '#35241a',
  brown: '#573a26',
  chestnut: '#74462a',
  auburn: '#873a1d',
  copper: '#b0592c',
  darkBlonde: '#a27c4a',
  blonde: '#cfa866',
  platinum: '#e3d1a1',
  grey: '#8e8a85',
  silver: '#c9c6c0',
};
type HairColour = keyof typeof HAIR;
const HAIR_WEIGHTS: Record<keyof typeof SKIN_WEIGHTS, [HairColour, number][]> = {
  light: [
    ['black', 1],
    ['darkBrown', 4],
    ['brown', 4],
    ['chestnut', 3],
    ['auburn', 1],
    ['copper', 0.6],
    ['darkBlonde', 2.5],
    ['blonde', 2],
    ['platinum', 0.4],
  ],
  southern: [
    ['black', 3],
    ['darkBrown', 5],
    ['brown', 3],
    ['chestnut', 1.5],
    ['darkBlonde', 0.5],
    ['blonde', 0.3],
  ],
  latin: [
    ['black', 5],
    ['darkBrown', 4],
    ['brown', 1.5],
    ['chestnut', 0.5],
  ],
  mena: [
    ['black', 5],
    ['darkBrown', 4],
    ['brown', 1.5],
    ['chestnut', 0.4],
  ],
  african: [
    ['black', 8],
    ['darkBrown', 2],
  ],
  east_asian: [
    ['black', 7],
    ['darkBrown', 3],
    ['brown', 0.5],
  ],
};

const EYES = {
  darkBrown: '#2f1d12',
  brown: '#553420',
  hazel: '#6f5a2c',
  green: '#4b6a3a',
  blue: '#3f6d94',
  grey: '#5f6b74',
};
const EYE_WEIGHTS: Record<keyof typeof SKIN_WEIGHTS, [keyof typeof EYES, number][]> = {
  light: [
    ['darkBrown', 2],
    ['brown', 4],
    ['hazel', 2],
    ['green', 1.5],
    ['blue', 3],
    ['grey', 1],
  ],
  southern: [
    ['darkBrown', 4],
    ['brown', 5],
    ['hazel', 2],
    ['green', 1],
    ['blue', 0.6],
  ],
  latin: [
    ['darkBrown', 6],
    ['brown', 4],
    ['hazel', 1],
  ],
  mena: [
    ['darkBrown', 5],
    ['brown', 5],
    ['hazel', 1.5],
    ['green', 0.6],
  ],
  african: [
    ['darkBrown', 9],
    ['brown', 2],
  ],
  east_asian: [
    ['darkBrown', 8],
    ['brown', 2],
  ],
};

const CLOTHES = [
  '#2f3e5c',
  '#2a6f6b',
  '#c99a2e',
  '#b5573b',
  '#6b7142',
  '#7a2e3a',
  '#3a3d42',
  '#eeeae4',
  '#4a6a8e',
  '#8fa58a',
  '#e07a5f',
  '#8e7fb8',
  '#26272b',
  '#efe3cf',
  '#2f5d46',
  '#d4a5a5',
];
const LIPSTICKS = ['#b8324b', '#a0323c', '#c4566a', '#8e2b3f', '#cf6f7a'];
const FRAMES = ['#1f1f1f', '#5b3a1e', '#b08d57', '#2c3e66', '#8a8f96'];

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  return rgbToHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}
/** Darker (amount < 0, towards a warm brown-black) or lighter (amount > 0, towards white). */
function shade(hex: string, amount: number): string {
  return amount < 0 ? mix(hex, '#1a0f0a', -amount) : mix(hex, '#ffffff', amount);
}
function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return rgbToHex([f(0), f(8), f(4)]);
}

// ---- traits --------------------------------------------------------------------------------

const MEN_STYLES: [HairStyle, number][] = [
  ['short', 5],
  ['crop', 4],
  ['side_part', 4],
  ['quiff', 2],
  ['buzz', 2],
  ['curly_short', 1.5],
];
const WOMEN_STYLES: [HairStyle, number][] = [
  ['long_straight', 4],
  ['long_wavy', 4],
  ['shoulder', 3],
  ['bob', 3],
  ['pixie', 1.2],
  ['bun', 2],
  ['ponytail', 2],
  ['curly_long', 1.2],
];

export function drawAvatarTraits(rng: Rng, person: { gender: Gender; age: number; culture: Culture }): AvatarTraits {
  const { gender, age } = person;
  const group = SKIN_GROUP[person.culture];
  const skin = rng.weighted(SKIN_TONES.map((t, i) => [t, SKIN_WEIGHTS[group][i] ?? 0] as const));
  // The set each gendered trait is drawn from: a non-binary person's traits come from either, one by one
  // (decision 054), so their looks mix both; nothing extra is drawn for anyone else.
  const setOf = (): Presentation => (gender === 'non_binaire' ? (rng.chance(0.5) ? 'homme' : 'femme') : gender);

  let hairStyle: HairStyle;
  if (setOf() === 'homme') {
    const styles = MEN_STYLES.slice();
    if (group === 'african') styles.push(['afro', 3], ['buzz', 4], ['curly_short', 3]);
    if (age >= 35) styles.push(['receding', (age - 30) / 6], ['bald', (age - 30) / 10]);
    hairStyle = rng.weighted(styles);
  } else {
    const styles = WOMEN_STYLES.slice();
    if (group === 'african') styles.push(['afro', 3], ['curly_long', 3], ['bun', 1]);
    if (age >= 50) styles.push(['bob', 3], ['pixie', 2], ['shoulder', 2]);
    hairStyle = rng.weighted(styles);
  }

  let hairColor = HAIR[rng.weighted(HAIR_WEIGHTS[group])];
  // Grey comes with age; many women (and some men) colour it, so less grey than age alone would give.
  const greyChance = Math.max(0, Math.min(0.9, (age - 40) / 28)) * (setOf() === 'femme' ? 0.5 : 0.9);
  if (rng.chance(greyChance)) hairColor = age >= 60 && rng.chance(0.6) ? HAIR.silver : HAIR.grey;
  else if (age >= 45 && rng.chance(0.35)) hairColor = mix(hairColor, HAIR.grey, 0.35);

  const beard: Beard =
    setOf() === 'homme'
      ? rng.weighted<Beard>([
          ['none', 5],
          ['stubble', 3],
          ['full', age >= 25 ? 2.5 : 0.8],
          ['moustache', age >= 45 ? 0.8 : 0.3],
          ['goatee', 0.7],
        ])
      : 'none';

  const bgHue = rng.int(0, 359);
  const lipstick = setOf() === 'femme' && rng.chance(0.35);
  const faceSet = setOf();
  return {
    background: [
      hsl(bgHue, rng.int(35, 60), rng.int(80, 88)),
      hsl((bgHue + rng.int(15, 40)) % 360, rng.int(30, 55), rng.int(66, 76)),
    ],
    skin,
    hairStyle,
    hairColor,
    eyeColor: EYES[rng.weighted(EYE_WEIGHTS[group])],
    face: {
      halfWidth: rng.range(faceSet === 'homme' ? 80 : 76, faceSet === 'homme' ? 92 : 86),
      halfHeight: rng.range(100, 112),
      jaw: rng.range(faceSet === 'homme' ? 0.5 : 0.4, faceSet === 'homme' ? 0.72 : 0.6),
    },
    eyeSpacing: rng.range(0.38, 0.45),
    browWeight: setOf() === 'homme' ? rng.range(4.5, 6.5) : rng.range(3, 4.5),
    browArch: rng.range(2, 8),
    noseWidth: rng.range(7, 11),
    mouth: rng.weighted([
      ['smile', 4],
      ['grin', 4],
      ['soft', setOf() === 'femme' ? 3 : 1],
    ] as const),
    mouthWidth: rng.range(18, 26),
    lipColor: lipstick ? rng.pick(LIPSTICKS) : mix(skin, '#b0505a', 0.45),
    blush: setOf() === 'femme' ? rng.range(0.12, 0.28) : rng.range(0.04, 0.12),
    freckles: SKIN_TONES.indexOf(skin) <= 1 && rng.chance(0.18),
    beard,
    glasses: rng.chance(age >= 45 ? 0.32 : 0.15)
      ? { shape: rng.pick(['round', 'square'] as const), color: rng.pick(FRAMES) }
      : null,
    earrings: setOf() === 'femme' && rng.chance(0.45),
    clothing: rng.pick(CLOTHES),
    neckline: rng.weighted([
      ['crew', 4],
      ['v', 3],
      ['collar', setOf() === 'homme' ? 3 : 1.5],
    ] as const),
    partSide: rng.chance(0.5) ? -1 : 1,
    jitter: Array.from({ length: 24 }, () => rng.range(-1, 1)),
    lashes: setOf() === 'femme',
    slimShoulders: setOf() === 'femme',
    age,
    gender,
  };
}

// ---- drawing -------------------------------------------------------------------------------

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const pt = (x: number, y: number) => `${f(x)},${f(y)}`;

const CX = 200;
const CY = 226;

type Geometry = { cx: number; cy: number; hw: number; hh: number; jaw: number; j: (i: number) => number };

function facePath({ cx, cy, hw, hh, jaw }: Geometry): string {
  return [
    `M${pt(cx - hw, cy)}`,
    `C${pt(cx - hw, cy - hh * 1.33)} ${pt(cx + hw, cy - hh * 1.33)} ${pt(cx + hw, cy)}`,
    `C${pt(cx + hw, cy + hh * 0.55)} ${pt(cx + hw * jaw, cy + hh * 0.98)} ${pt(cx, cy + hh)}`,
    `C${pt(cx - hw * jaw, cy + hh * 0.98)} ${pt(cx - hw, cy + hh * 0.55)} ${pt(cx - hw, cy)}Z`,
  ].join('');
}

/** Dome over the head from one temple to the other, `lift` pixels of volume above the skull. */
function dome(g: Geometry, lift: number, spread: number, startY: number): string {
  const { cx, cy, hw, hh } = g;
  // A cubic's midpoint is 1/4 start + 3/4 control height here, so this puts the crown at `lift`.
  const controlY = (cy - hh - lift - 0.25 * startY) / 0.75;
  return (
    `M${pt(cx - hw - spread, startY)}` +
    `C${pt(cx - hw - spread - 2, controlY)} ${pt(cx + hw + spread + 2, controlY)} ` +
    `${pt(cx + hw + spread, startY)}`
  );
}

/** Hairline across the forehead, from the right temple back to the left one, slightly irregular. */
function hairline(g: Geometry, height: number, sideY: number, ragged: number): string {
  const { cx, cy, hw, hh, j } = g;
  const y = cy - hh * height;
  const points: string[] = [];
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = cx + hw - 4 - t * (2 * hw - 8);
    // Lower near the temples, higher in the middle, like a real hairline.
    const arc = Math.sin(Math.PI * t);
    const yy = sideY + (y - sideY) * Math.pow(arc, 0.45) + j(i) * ragged;
    points.push(pt(x, yy));
  }
  return `L${points.join(' L')}Z`;
}

function hairBack(t: AvatarTraits, g: Geometry): string {
  const { cx, cy, hw, hh, j } = g;
  const c = t.hairColor;
  const longTo: Partial<Record<HairStyle, number>> = {
    long_straight: 445,
    long_wavy: 440,
    shoulder: 385,
    bob: cy + hh * 0.88,
    curly_long: 430,
  };
  const bottom = longTo[t.hairStyle];
  if (t.hairStyle === 'ponytail') {
    const side = t.partSide;
    const x = cx + side * (hw + 10);
    return `<path d="M${pt(x - side * 30, cy - hh * 0.7)} C${pt(x + side * 40, cy - hh * 0.6)} ${pt(x + side * 38, cy + hh * 0.6)} ${pt(x + side * 10, cy + hh * 1.1)} C${pt(x - side * 4, cy + hh * 0.6)} ${pt(x - side * 10, cy)} ${pt(x - side * 30, cy - hh * 0.7)}Z" fill="${c}"/>`;
  }
  if (t.hairStyle === 'bun') {
    return `<circle cx="${f(cx + j(3) * 6)}" cy="${f(cy - hh - 22)}" r="${f(30 + j(4) * 4)}" fill="${c}"/>`;
  }
  if (t.hairStyle === 'afro') {
    const r = hw + 38;
    return `<ellipse cx="${f(cx)}" cy="${f(cy - hh * 0.28)}" rx="${f(r)}" ry="${f(hh + 30)}" fill="${c}"/>`;
  }
  if (bottom === undefined) return '';
  const w = hw + (t.hairStyle === 'curly_long' ? 34 : t.hairStyle === 'bob' ? 18 : 22);
  if (t.hairStyle === 'curly_long') {
    const circles: string[] = [];
    for (let i = 0; i < 18; i++) {
      const a = Math.PI * (0.9 + (i / 17) * 1.2);
      const ry = (bottom - (cy - hh * 0.3)) * 0.55;
      const x = cx + Math.cos(a) * w;
      const y = cy - hh * 0.2 + Math.sin(a) * (hh + 18);
      circles.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(26 + j(i) * 5)}"/>`);
      if (i % 2 === 0)
        circles.push(
          `<circle cx="${f(cx + (i < 9 ? -1 : 1) * (w - 8))}" cy="${f(cy + (i / 17) * ry * 2)}" r="${f(28 + j(i + 1) * 5)}"/>`,
        );
    }
    return `<g fill="${c}"><rect x="${f(cx - w)}" y="${f(cy - hh * 0.9)}" width="${f(2 * w)}" height="${f(bottom - cy + hh * 0.9)}" rx="${f(w * 0.7)}"/>${circles.join('')}</g>`;
  }
  const wave = t.hairStyle === 'long_wavy';
  const side = (dir: -1 | 1) => {
    const x = cx + dir * w;
    if (!wave) return `L${pt(x + dir * 4, bottom - 30)} Q${pt(x + dir * 2, bottom)} ${pt(x - dir * 22, bottom)}`;
    const seg = (bottom - cy) / 3;
    return (
      `Q${pt(x + dir * 14, cy + seg * 0.5)} ${pt(x, cy + seg)} ` +
      `Q${pt(x - dir * 10, cy + seg * 1.5)} ${pt(x + dir * 4, cy + seg * 2)} ` +
      `Q${pt(x + dir * 16, cy + seg * 2.6)} ${pt(x - dir * 20, bottom)}`
    );
  };
  return (
    `<path fill="${c}" d="M${pt(cx - w, cy)} ` +
    `C${pt(cx - w, cy - hh * 1.45)} ${pt(cx + w, cy - hh * 1.45)} ${pt(cx + w, cy)} ` +
    `${side(1)} L${pt(cx - w + 22, bottom)} ` +
    `${wave ? `Q${pt(cx - w - 16, cy + ((bottom - cy) / 3) * 2.6)} ${pt(cx - w - 4, cy + ((bottom - cy) / 3) * 2)} Q${pt(cx - w + 10, cy + ((bottom - cy) / 3) * 1.5)} ${pt(cx - w, cy + (bottom - cy) / 3)} Q${pt(cx - w - 14, cy + (bottom - cy) / 6)} ${pt(cx - w, cy)}` : `Q${pt(cx - w - 2, bottom)} ${pt(cx - w - 4, bottom - 30)} L${pt(cx - w, cy)}`}Z"/>`
  );
}

/** Long hair falling in front of the shoulders, on both sides of the neck. */
function hairFrontStrands(t: AvatarTraits, g: Geometry): string {
  const bottoms: Partial<Record<HairStyle, number>> = { long_straight: 445, long_wavy: 440, shoulder: 392 };
  const bottom = bottoms[t.hairStyle];
  if (bottom === undefined) return '';
  const { cx, cy, hw, hh } = g;
  const strand = (dir: -1 | 1) => {
    const outer = cx + dir * (hw + 20);
    const inner = cx + dir * (hw - 14);
    return (
      `<path d="M${pt(outer, cy - hh * 0.2)} C${pt(outer + dir * 6, cy + hh * 0.8)} ${pt(outer + dir * 8, bottom - 40)} ${pt(outer + dir * 2, bottom)} ` +
      `Q${pt((outer + inner) / 2, bottom + 8)} ${pt(inner + dir * 4, bottom - 8)} ` +
      `C${pt(inner - dir * 4, cy + hh * 1.1)} ${pt(inner + dir * 2, cy + hh * 0.5)} ${pt(inner, cy - hh * 0.1)}Z"/>`
    );
  };
  return `<g fill="${t.hairColor}">${strand(-1)}${strand(1)}</g>`;
}

function hairTop(t: AvatarTraits, g: Geometry): string {
  const { cx, cy, hw, hh, j } = g;
  const c = t.hairColor;
  const dark = shade(c, -0.25);
  const side = t.partSide;
  const path = (d: string, extra = '') => `<path d="${d}" fill="${c}"${extra}/>`;
  switch (t.hairStyle) {
    case 'buzz':
      return path(dome(g, 2, 1, cy - hh * 0.15) + hairline(g, 0.62, cy - hh * 0.15, 1.5), ' opacity="0.82"');
    case 'short':
      return path(dome(g, 8, 3, cy + 2) + hairline(g, 0.6, cy - hh * 0.08, 2));
    case 'crop':
      return path(dome(g, 12, 4, cy) + hairline(g, 0.56, cy - hh * 0.1, 5));
    case 'quiff': {
      const d =
        `M${pt(cx - hw - 3, cy)} C${pt(cx - hw - 6, cy - hh * 1.2)} ${pt(cx - hw * 0.2, cy - hh * 1.45)} ${pt(cx + hw * 0.3, cy - hh * 1.32)} ` +
        `C${pt(cx + hw * 0.9, cy - hh * 1.25)} ${pt(cx + hw + 6, cy - hh * 0.9)} ${pt(cx + hw + 3, cy)}` +
        hairline(g, 0.62, cy - hh * 0.1, 2);
      return path(d);
    }
    case 'side_part':
    case 'pixie': {
      // Drawn with the parting on the right, then mirrored for half of the people.
      const pixie = t.hairStyle === 'pixie';
      const partX = cx + hw * 0.42;
      const sideY = cy + (pixie ? hh * 0.12 : 0);
      const fringeEnd = cy - hh * (pixie ? 0.22 : 0.36);
      const d =
        dome(g, pixie ? 16 : 11, 4, sideY) +
        ` L${pt(cx + hw - 3, sideY)} Q${pt(cx + hw - 1, cy - hh * 0.62)} ${pt(partX, cy - hh * 0.72)}` +
        ` Q${pt(cx - hw * 0.1, cy - hh * (pixie ? 0.5 : 0.62))} ${pt(cx - hw + 2, fringeEnd)}` +
        ` L${pt(cx - hw + 3, sideY)}Z`;
      const strands =
        `<path d="M${pt(partX - 4, cy - hh * 0.8)} Q${pt(cx - hw * 0.1, cy - hh * 0.74)} ${pt(cx - hw * 0.7, cy - hh * 0.46)}" stroke="${dark}" stroke-width="2.2" fill="none" opacity="0.45" stroke-linecap="round"/>` +
        `<path d="M${pt(partX - 2, cy - hh * 0.88)} Q${pt(cx, cy - hh * 0.86)} ${pt(cx - hw * 0.55, cy - hh * 0.66)}" stroke="${dark}" stroke-width="1.8" fill="none" opacity="0.35" stroke-linecap="round"/>`;
      const mirror = side === -1 ? ` transform="translate(${f(2 * cx)},0) scale(-1,1)"` : '';
      return `<g${mirror}>${path(d)}${strands}</g>`;
    }
    case 'receding': {
      const d =
        dome(g, 4, 3, cy + 2) +
        ` L${pt(cx + hw - 4, cy - hh * 0.25)} Q${pt(cx + hw * 0.55, cy - hh * 0.98)} ${pt(cx + hw * 0.25, cy - hh * 0.9)}` +
        ` Q${pt(cx, cy - hh * 0.84)} ${pt(cx - hw * 0.25, cy - hh * 0.9)} Q${pt(cx - hw * 0.55, cy - hh * 0.98)} ${pt(cx - hw + 4, cy - hh * 0.25)}Z`;
      return path(d);
    }
    case 'bald': {
      const patch = (dir: -1 | 1) =>
        `<path d="M${pt(cx + dir * (hw + 3), cy + 6)} C${pt(cx + dir * (hw + 6), cy - hh * 0.3)} ${pt(cx + dir * (hw - 2), cy - hh * 0.6)} ${pt(cx + dir * (hw - 16), cy - hh * 0.7)} C${pt(cx + dir * (hw - 10), cy - hh * 0.4)} ${pt(cx + dir * (hw - 6), cy - hh * 0.1)} ${pt(cx + dir * (hw - 5), cy + 6)}Z" fill="${c}"/>`;
      const shine = `<ellipse cx="${f(cx - hw * 0.3)}" cy="${f(cy - hh * 0.8)}" rx="${f(hw * 0.3)}" ry="${f(hh * 0.1)}" fill="#ffffff" opacity="0.18"/>`;
      return patch(-1) + patch(1) + shine;
    }
    case 'curly_short':
    case 'afro': {
      const big = t.hairStyle === 'afro';
      // Overlapping rings of curls: an outer ring gives the outline, an inner one fills the crown.
      const circles: string[] = [];
      const ring = (n: number, rx: number, ry: number, radius: number, from: number, to: number, k: number) => {
        for (let i = 0; i < n; i++) {
          const a = Math.PI * (from + (i / (n - 1)) * (to - from));
          const r = radius + j(i + k) * radius * 0.18;
          circles.push(
            `<circle cx="${f(cx + Math.cos(a) * rx)}" cy="${f(cy - hh * 0.18 + Math.sin(a) * ry)}" r="${f(r)}"/>`,
          );
        }
      };
      if (big) {
        ring(17, hw + 26, hh + 20, 25, 0.98, 2.02, 0);
        ring(9, hw - 6, hh - 4, 24, 1.1, 1.9, 5);
      } else {
        ring(15, hw + 2, hh + 2, 18, 1.0, 2.0, 0);
        ring(8, hw - 22, hh - 16, 17, 1.12, 1.88, 7);
      }
      const base = dome(g, big ? 18 : 8, big ? 10 : 4, cy - hh * 0.1) + hairline(g, 0.6, cy - hh * 0.2, 3);
      const texture = Array.from({ length: big ? 12 : 8 }, (_, i) => {
        const a = Math.PI * (1.12 + (i / (big ? 11 : 7)) * 0.76);
        const r = big ? hw + 6 : hw - 6;
        return `<path d="M${pt(cx + Math.cos(a) * r - 5, cy - hh * 0.2 + Math.sin(a) * (hh + (big ? 4 : -8)))} q5,-6 10,0" stroke="${dark}" stroke-width="2" fill="none" opacity="0.4" stroke-linecap="round"/>`;
      }).join('');
      return `<g fill="${c}"><path d="${base}"/>${circles.join('')}</g>${texture}`;
    }
    case 'bob': {
      // Straight fringe across the forehead.
      const d =
        dome(g, 12, 14, cy + hh * 0.55) +
        ` L${pt(cx + hw - 6, cy + hh * 0.5)} C${pt(cx + hw - 2, cy - hh * 0.1)} ${pt(cx + hw * 0.8, cy - hh * 0.32)} ${pt(cx + hw * 0.5, cy - hh * 0.34)}` +
        ` L${pt(cx - hw * 0.5, cy - hh * 0.36 + j(1) * 3)} C${pt(cx - hw * 0.8, cy - hh * 0.34)} ${pt(cx - hw + 2, cy - hh * 0.1)} ${pt(cx - hw + 6, cy + hh * 0.5)}Z`;
      return path(d);
    }
    default: {
      // Long, shoulder, bun, ponytail, curly long: hair framing the face with a parting.
      const partX = t.hairStyle === 'bun' || t.hairStyle === 'ponytail' ? cx + j(2) * 4 : cx + side * hw * 0.3;
      const sideDown = t.hairStyle === 'bun' || t.hairStyle === 'ponytail' ? cy - hh * 0.05 : cy + hh * 0.35;
      const lift = t.hairStyle === 'curly_long' ? 20 : t.hairStyle === 'bun' || t.hairStyle === 'ponytail' ? 5 : 12;
      const d =
        dome(g, lift, t.hairStyle === 'curly_long' ? 18 : 12, sideDown) +
        ` L${pt(cx + hw - 6, sideDown)} C${pt(cx + hw - 2, cy - hh * 0.25)} ${pt(partX + hw * 0.45, cy - hh * 0.62)} ${pt(partX, cy - hh * 0.76)}` +
        ` C${pt(partX - hw * 0.45, cy - hh * 0.62)} ${pt(cx - hw + 2, cy - hh * 0.25)} ${pt(cx - hw + 6, sideDown)}Z`;
      const partLine = `<path d="M${pt(partX, cy - hh * 0.76)} Q${pt(partX + j(5) * 4, cy - hh * 0.9)} ${pt(partX + j(6) * 6, cy - hh * 1.0)}" stroke="${dark}" stroke-width="2" fill="none" opacity="0.45"/>`;
      const curls =
        t.hairStyle === 'curly_long'
          ? Array.from({ length: 11 }, (_, i) => {
              const a = Math.PI * (1.05 + (i / 10) * 0.9);
              return `<circle cx="${f(cx + Math.cos(a) * (hw + 16))}" cy="${f(cy - hh * 0.22 + Math.sin(a) * (hh + 14))}" r="${f(18 + j(i) * 3)}" fill="${c}"/>`;
            }).join('')
          : '';
      return curls + path(d) + partLine;
    }
  }
}

function beardShape(t: AvatarTraits, g: Geometry): string {
  const { cx, cy, hw, hh, jaw } = g;
  const c = t.hairColor;
  const mouthY = cy + hh * 0.66;
  const lowerFace = (top: number, opacity: number) =>
    `<path d="M${pt(cx - hw, cy + hh * top)} C${pt(cx - hw, cy + hh * 0.62)} ${pt(cx - hw * jaw, cy + hh * 1.04)} ${pt(cx, cy + hh * 1.05)} ` +
    `C${pt(cx + hw * jaw, cy + hh * 1.04)} ${pt(cx + hw, cy + hh * 0.62)} ${pt(cx + hw, cy + hh * top)} ` +
    `C${pt(cx + hw * 0.7, cy + hh * 0.5)} ${pt(cx + hw * 0.35, cy + hh * 0.48)} ${pt(cx, cy + hh * 0.5)} ` +
    `C${pt(cx - hw * 0.35, cy + hh * 0.48)} ${pt(cx - hw * 0.7, cy + hh * 0.5)} ${pt(cx - hw, cy + hh * top)}Z" fill="${c}" opacity="${opacity}"/>`;
  const moustache =
    `<path d="M${pt(cx - t.mouthWidth - 4, mouthY + 2)} Q${pt(cx - t.mouthWidth * 0.6, mouthY - 16)} ${pt(cx, mouthY - 10)} ` +
    `Q${pt(cx + t.mouthWidth * 0.6, mouthY - 16)} ${pt(cx + t.mouthWidth + 4, mouthY + 2)} Q${pt(cx, mouthY - 4)} ${pt(cx - t.mouthWidth - 4, mouthY + 2)}Z" fill="${c}"/>`;
  const chin = `<path d="M${pt(cx - 18, mouthY + 12)} Q${pt(cx, mouthY + 8)} ${pt(cx + 18, mouthY + 12)} Q${pt(cx + 16, cy + hh * 1.08)} ${pt(cx, cy + hh * 1.1)} Q${pt(cx - 16, cy + hh * 1.08)} ${pt(cx - 18, mouthY + 12)}Z" fill="${c}"/>`;
  switch (t.beard) {
    case 'stubble':
      return lowerFace(0.32, 0.16);
    case 'full':
      return lowerFace(0.12, 0.95) + moustache;
    case 'moustache':
      return moustache;
    case 'goatee':
      return chin + moustache;
    default:
      return '';
  }
}

function eyes(t: AvatarTraits, g: Geometry): string {
  const { cx, cy, hw, hh } = g;
  const ey = cy + hh * 0.06;
  const lid = '#2a1c16';
  const out: string[] = [];
  for (const dir of [-1, 1] as const) {
    const x = cx + dir * hw * t.eyeSpacing;
    const id = `eye${dir === -1 ? 'L' : 'R'}`;
    const almond = `M${pt(x - 14.5, ey)} Q${pt(x, ey - 12.5)} ${pt(x + 14.5, ey)} Q${pt(x, ey + 10)} ${pt(x - 14.5, ey)}Z`;
    out.push(
      `<clipPath id="${id}"><path d="${almond}"/></clipPath>`,
      `<path d="${almond}" fill="#fbf8f4"/>`,
      `<g clip-path="url(#${id})"><circle cx="${f(x)}" cy="${f(ey - 0.5)}" r="8.4" fill="${t.eyeColor}"/><circle cx="${f(x)}" cy="${f(ey - 0.5)}" r="4" fill="#120c09"/></g>`,
      `<circle cx="${f(x + 2.8)}" cy="${f(ey - 3.4)}" r="2" fill="#ffffff"/>`,
      `<path d="M${pt(x - 15.5, ey + 0.5)} Q${pt(x, ey - 14)} ${pt(x + 15.5, ey - 0.5)}" stroke="${lid}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    );
    if (t.lashes) {
      // A small flick at the outer corner reads as lashes at this size.
      const ox = x + dir * 15;
      out.push(
        `<path d="M${pt(ox, ey - 0.5)} L${pt(ox + dir * 4, ey - 4)}" stroke="${lid}" stroke-width="2" stroke-linecap="round"/>`,
      );
    }
    if (t.age >= 50) {
      out.push(
        `<path d="M${pt(x - 8, ey + 8)} Q${pt(x, ey + 11)} ${pt(x + 8, ey + 8)}" stroke="${shade(t.skin, -0.25)}" stroke-width="1.3" fill="none" opacity="0.6"/>`,
      );
    }
    // Brows: inner end lower than the arch, outer end tapering.
    const by = ey - 22;
    const brow = `M${pt(x - dir * 15, by + 2)} Q${pt(x + dir * 2, by - t.browArch)} ${pt(x + dir * 17, by + 3)}`;
    const browColour =
      t.hairStyle === 'bald' || t.hairColor === HAIR.silver ? shade(t.hairColor, -0.35) : shade(t.hairColor, -0.1);
    out.push(
      `<path d="${brow}" stroke="${browColour}" stroke-width="${f(t.browWeight)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

function glasses(t: AvatarTraits, g: Geometry): string {
  if (!t.glasses) return '';
  const { cx, cy, hw, hh } = g;
  const ey = cy + hh * 0.06;
  const c = t.glasses.color;
  const lens = (x: number) =>
    t.glasses!.shape === 'round'
      ? `<circle cx="${f(x)}" cy="${f(ey + 1)}" r="20"/>`
      : `<rect x="${f(x - 22)}" y="${f(ey - 14)}" width="44" height="30" rx="8"/>`;
  const lx = cx - hw * t.eyeSpacing;
  const rx = cx + hw * t.eyeSpacing;
  const inner = t.glasses.shape === 'round' ? 20 : 22;
  return (
    `<g fill="#ffffff" fill-opacity="0.12" stroke="${c}" stroke-width="3.2">${lens(lx)}${lens(rx)}</g>` +
    `<path d="M${pt(lx + inner, ey - 1)} Q${pt(cx, ey - 7)} ${pt(rx - inner, ey - 1)}" stroke="${c}" stroke-width="3" fill="none"/>` +
    `<path d="M${pt(lx - inner, ey - 2)} L${pt(cx - hw + 1, ey - 5)} M${pt(rx + inner, ey - 2)} L${pt(cx + hw - 1, ey - 5)}" stroke="${c}" stroke-width="3"/>`
  );
}

function mouth(t: AvatarTraits, g: Geometry): string {
  const { cx, cy, hh } = g;
  const my = cy + hh * 0.66;
  const w = t.mouthWidth;
  const lip = t.lipColor;
  switch (t.mouth) {
    case 'grin': {
      const shape = `M${pt(cx - w, my)} Q${pt(cx, my + 3)} ${pt(cx + w, my)} Q${pt(cx, my + 24)} ${pt(cx - w, my)}Z`;
      return (
        `<clipPath id="mouth"><path d="${shape}"/></clipPath>` +
        `<path d="${shape}" fill="#5a1f22"/>` +
        `<g clip-path="url(#mouth)"><rect x="${f(cx - w)}" y="${f(my - 2)}" width="${f(2 * w)}" height="9" fill="#fbfaf6"/>` +
        `<ellipse cx="${f(cx)}" cy="${f(my + 18)}" rx="${f(w * 0.5)}" ry="6" fill="#c0575c"/></g>` +
        `<path d="${shape}" fill="none" stroke="${shade(lip, -0.15)}" stroke-width="2.2" stroke-linejoin="round"/>`
      );
    }
    case 'soft':
      return (
        `<path d="M${pt(cx - w, my + 1)} Q${pt(cx - w * 0.45, my - 6)} ${pt(cx, my - 2)} Q${pt(cx + w * 0.45, my - 6)} ${pt(cx + w, my + 1)} Q${pt(cx, my + 4)} ${pt(cx - w, my + 1)}Z" fill="${shade(lip, -0.1)}"/>` +
        `<path d="M${pt(cx - w, my + 1)} Q${pt(cx, my + 4)} ${pt(cx + w, my + 1)} Q${pt(cx, my + 15)} ${pt(cx - w, my + 1)}Z" fill="${lip}"/>` +
        `<path d="M${pt(cx - w, my + 1)} Q${pt(cx, my + 5)} ${pt(cx + w, my + 1)}" stroke="${shade(lip, -0.35)}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`
      );
    default:
      return (
        `<path d="M${pt(cx - w, my)} Q${pt(cx, my + 13)} ${pt(cx + w, my)}" stroke="${shade(lip, -0.3)}" stroke-width="3.2" fill="none" stroke-linecap="round"/>` +
        `<path d="M${pt(cx - w * 0.45, my + 11)} Q${pt(cx, my + 15)} ${pt(cx + w * 0.45, my + 11)}" stroke="${shade(t.skin, -0.2)}" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.5"/>`
      );
  }
}

function torso(t: AvatarTraits, g: Geometry, neckHalf: number): string {
  const { cx } = g;
  const c = t.clothing;
  const top = g.cy + g.hh + 44;
  const wide = t.slimShoulders ? 14 : 0;
  const nl = cx - neckHalf - 8;
  const nr = cx + neckHalf + 8;
  const neckline =
    t.neckline === 'v'
      ? `L${pt(nl, top)} L${pt(cx, top + 42)} L${pt(nr, top)}`
      : `L${pt(nl, top)} Q${pt(cx, top + 30)} ${pt(nr, top)}`;
  const body =
    `<path d="M${pt(18 + wide, 500)} C${pt(18 + wide, 445)} ${pt(55 + wide, 408)} ${pt(nl - 34, top + 4)} ${neckline} ` +
    `L${pt(nr + 34, top + 4)} C${pt(345 - wide, 408)} ${pt(382 - wide, 445)} ${pt(382 - wide, 500)}Z" fill="${c}"/>`;
  const collar =
    t.neckline === 'collar'
      ? `<path d="M${pt(nl - 6, top - 6)} L${pt(cx - 2, top + 34)} L${pt(nl - 26, top + 20)}Z M${pt(nr + 6, top - 6)} L${pt(cx + 2, top + 34)} L${pt(nr + 26, top + 20)}Z" fill="${shade(c, 0.25)}" stroke="${shade(c, -0.2)}" stroke-width="1.5"/>`
      : `<path d="M${pt(nl, top)} ${t.neckline === 'v' ? `L${pt(cx, top + 42)} L${pt(nr, top)}` : `Q${pt(cx, top + 30)} ${pt(nr, top)}`}" stroke="${shade(c, -0.22)}" stroke-width="4" fill="none"/>`;
  return body + collar;
}

function freckles(t: AvatarTraits, g: Geometry): string {
  if (!t.freckles) return '';
  const { cx, cy, hw, hh, j } = g;
  const dots: string[] = [];
  for (let i = 0; i < 14; i++) {
    const dir = i % 2 === 0 ? -1 : 1;
    const x = cx + dir * (hw * 0.22 + Math.abs(j(i)) * hw * 0.35);
    const y = cy + hh * 0.28 + j(i + 5) * 10;
    dots.push(`<circle cx="${f(x)}" cy="${f(y)}" r="1.5"/>`);
  }
  return `<g fill="${shade(t.skin, -0.35)}" opacity="0.55">${dots.join('')}</g>`;
}

export function avatarSvg(t: AvatarTraits): string {
  const g: Geometry = {
    cx: CX,
    cy: CY,
    hw: t.face.halfWidth,
    hh: t.face.halfHeight,
    jaw: t.face.jaw,
    j: (i) => t.jitter[i % t.jitter.length] ?? 0,
  };
  const { cx, cy, hw, hh } = g;
  const skinShadow = shade(t.skin, -0.16);
  const neckHalf = hw * 0.46;
  const earsHidden = ['long_straight', 'long_wavy', 'shoulder', 'bob', 'curly_long', 'afro'].includes(t.hairStyle);
  const earY = cy + hh * 0.12;
  const ears = earsHidden
    ? ''
    : [-1, 1]
        .map(
          (dir) =>
            `<ellipse cx="${f(cx + dir * (hw - 1))}" cy="${f(earY)}" rx="12" ry="21" fill="${t.skin}"/>` +
            `<ellipse cx="${f(cx + dir * (hw + 1))}" cy="${f(earY)}" rx="5" ry="11" fill="${skinShadow}" opacity="0.6"/>`,
        )
        .join('');
  const earrings =
    t.earrings && !earsHidden
      ? [-1, 1]
          .map((dir) => `<circle cx="${f(cx + dir * (hw + 1))}" cy="${f(earY + 22)}" r="4" fill="#d8b45a"/>`)
          .join('')
      : t.earrings
        ? [-1, 1]
            .map((dir) => `<circle cx="${f(cx + dir * (hw - 2))}" cy="${f(cy + hh * 0.55)}" r="3.5" fill="#d8b45a"/>`)
            .join('')
        : '';
  const noseY = cy + hh * 0.44;
  const nose =
    `<path d="M${pt(cx - t.noseWidth, noseY)} Q${pt(cx, noseY + 6)} ${pt(cx + t.noseWidth, noseY)}" stroke="${shade(t.skin, -0.28)}" stroke-width="2.4" fill="none" stroke-linecap="round" opacity="0.75"/>` +
    `<path d="M${pt(cx + 5, cy + hh * 0.12)} Q${pt(cx + 8, noseY - 14)} ${pt(cx + t.noseWidth - 1, noseY - 3)}" stroke="${shade(t.skin, -0.2)}" stroke-width="1.8" fill="none" stroke-linecap="round" opacity="0.35"/>`;
  const blush = [-1, 1]
    .map(
      (dir) =>
        `<ellipse cx="${f(cx + dir * hw * 0.56)}" cy="${f(cy + hh * 0.38)}" rx="15" ry="9" fill="#ff6f6f" opacity="${f(t.blush)}"/>`,
    )
    .join('');
  const face = facePath(g);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_WIDTH}" height="${AVATAR_HEIGHT}" viewBox="0 0 ${AVATAR_WIDTH} ${AVATAR_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${t.background[0]}"/><stop offset="1" stop-color="${t.background[1]}"/></linearGradient>`,
    `<radialGradient id="faceShade" cx="0.45" cy="0.38" r="0.7"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#3a1d10" stop-opacity="0.16"/></radialGradient>`,
    `<linearGradient id="neck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(t.skin, -0.22)}"/><stop offset="0.45" stop-color="${t.skin}"/></linearGradient>`,
    '</defs>',
    `<rect width="${AVATAR_WIDTH}" height="${AVATAR_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="${f(330 + g.j(7) * 20)}" cy="${f(90 + g.j(8) * 20)}" r="70" fill="#ffffff" opacity="0.16"/>`,
    `<circle cx="${f(60 + g.j(9) * 20)}" cy="${f(420 + g.j(10) * 20)}" r="110" fill="#ffffff" opacity="0.1"/>`,
    hairBack(t, g),
    `<rect x="${f(cx - neckHalf)}" y="${f(cy + hh * 0.55)}" width="${f(2 * neckHalf)}" height="${f(hh * 0.5 + 90)}" rx="${f(neckHalf * 0.4)}" fill="url(#neck)"/>`,
    torso(t, g, neckHalf),
    hairFrontStrands(t, g),
    ears,
    `<path d="${face}" fill="${t.skin}"/>`,
    `<path d="${face}" fill="url(#faceShade)"/>`,
    blush,
    freckles(t, g),
    beardShape(t, g),
    nose,
    mouth(t, g),
    eyes(t, g),
    glasses(t, g),
    hairTop(t, g),
    earrings,
    '</svg>',
  ].join('');
}

export type RenderedAvatar = { data: Buffer; contentType: 'image/webp'; width: number; height: number };

/** SVG → WebP. Our own drawing, so it skips the upload pipeline's distrustful decoding. */
export async function renderAvatar(svg: string): Promise<RenderedAvatar> {
  const { data, info } = await sharp(Buffer.from(svg))
    .webp({ quality: 80, effort: 1 })
    .toBuffer({ resolveWithObject: true });
  return { data, contentType: 'image/webp', width: info.width, height: info.height };
}
