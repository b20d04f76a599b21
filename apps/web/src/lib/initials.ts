// A name's initials for an avatar without a photo: the first letter or digit of its first two words
// ("Marie-Léa Dupont" → "MD", "  élodie " → "É"), punctuation and emoji skipped.
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.match(/\p{L}|\p{N}/u)?.[0]?.toUpperCase() ?? '')
    .join('');
}
