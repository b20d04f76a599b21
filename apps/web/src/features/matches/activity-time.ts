// The time of a conversation's latest activity, as a messaging list shows it: the hour today,
// "yesterday", the weekday within the week, then the date (with the year once it is another year).
// Calendar days are the reader's own (local time).

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime();

export function activityTime(iso: string, now: Date, locale: string, yesterday: string): string {
  const at = new Date(iso);
  const daysAgo = Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);
  if (daysAgo <= 0) return at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false });
  if (daysAgo === 1) return yesterday;
  if (daysAgo < 7) return at.toLocaleDateString(locale, { weekday: 'short' });
  if (at.getFullYear() === now.getFullYear()) return at.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  return at.toLocaleDateString(locale, { day: 'numeric', month: 'numeric', year: '2-digit' });
}
