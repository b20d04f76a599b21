// Avatar pictures generated from a name: the reviews need a photo, and nothing may be fetched from
// elsewhere, so each one is a small inline SVG (a data: URL) with the person's initial.
import { initials } from '../../../lib/initials';

/** Dark enough for white text to pass WCAG AA at any of these hues. */
const BACKGROUNDS = ['#9f1239', '#9a3412', '#854d0e', '#3f6212', '#115e59', '#1e40af', '#6b21a8', '#9d174d'];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

export function initialsAvatar(name: string): string {
  const background = BACKGROUNDS[hash(name) % BACKGROUNDS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${background}"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="38" font-weight="600" fill="#fff">${initials(name)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
