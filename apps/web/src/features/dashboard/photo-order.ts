// Where a photo goes when it is moved (issue 35 item 4): by a drag onto another photo, an arrow key, or
// "main photo". Pure, so the gallery's keyboard and pointer paths share one rule.

/** `photos` with the photo at `from` moved to `to` (both clamped to the list); the same list if nothing moves. */
export function movePhoto(photos: readonly string[], from: number, to: number): string[] {
  const target = Math.max(0, Math.min(photos.length - 1, to));
  if (from < 0 || from >= photos.length || from === target) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** The index a key moves the focused photo to, or null for a key that does not move it. */
export function targetForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
