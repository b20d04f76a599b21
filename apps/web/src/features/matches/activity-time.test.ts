import { describe, expect, it } from 'vitest';
import { activityTime } from './activity-time';

// Local times, so the calendar days are the reader's whatever the machine's time zone.
const now = new Date(2026, 10, 28, 9, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('activityTime', () => {
  it('says the hour today, "yesterday", the weekday within the week, then the date', () => {
    expect(activityTime(at(2026, 10, 28, 0, 5), now, 'fr', 'Hier')).toBe('00:05');
    expect(activityTime(at(2026, 10, 27, 23, 59), now, 'fr', 'Hier')).toBe('Hier');
    expect(activityTime(at(2026, 10, 23, 12, 0), now, 'fr', 'Hier')).toBe('lun.');
    expect(activityTime(at(2026, 10, 21, 12, 0), now, 'fr', 'Hier')).toBe('21 nov.');
    expect(activityTime(at(2025, 11, 31, 12, 0), now, 'fr', 'Hier')).toBe('31/12/25');
    expect(activityTime(at(2026, 10, 23, 12, 0), now, 'en', 'Yesterday')).toBe('Mon');
  });

  it('never says a time in the future: a clock a little ahead of the server shows the hour', () => {
    expect(activityTime(at(2026, 10, 28, 9, 31), now, 'de', 'Gestern')).toBe('09:31');
  });
});
