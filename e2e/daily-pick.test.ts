// Browser journey of the daily pick (issue 20 part 4): after the day's pairing, a member's discover
// opens on their pick, marked "Coup de cœur du jour" in words with its reason and read with the name;
// once liked it is gone and the next card is unmarked. axe checks the marked card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import type { AppServer } from './support/server.js';
import { startJourney, stopJourney } from './support/journey.js';
import { checkA11y } from './support/browser.js';
import { createMember, openAs, type Gender } from './support/members.js';

let app: AppServer;
let browser: Browser;

beforeAll(async () => ({ app, browser } = await startJourney()));
afterAll(() => stopJourney({ app, browser }));

/** Everyone here is 34 and seeks 34. */
const member = (name: string, gender: Gender) =>
  createMember(app.baseUrl, name, gender, { register: { age: 34 }, settings: { age_min: 34, age_max: 34 } });

describe('daily pick', () => {
  it('opens discover on the pick, marked and read with its name; gone once liked', async () => {
    const lea = await member('Léa Rousseau', 'femme');
    const men = [await member('Hugo Lambert', 'homme'), await member('Marc Girard', 'homme')];
    // The start-up run found nobody: today is computed again, as the next day's first run would.
    const { server } = app;
    await server.app.database.db.execute(sql`DELETE FROM daily_pick_runs`);
    expect(await server.app.dailyPicks.computeToday()).toBeGreaterThan(0);
    const stored = await server.app.database.db.execute(
      sql`SELECT pick_id FROM daily_picks WHERE user_id = ${lea.user.id} AND day = current_date`,
    );
    const pickId = (stored as unknown as { rows: { pick_id: string }[] }).rows[0]?.pick_id;
    const pick = men.find((m) => m.user.id === pickId);
    if (!pick) throw new Error('Léa has no pick');

    const tab = await openAs(browser, app.baseUrl, lea, '/discover');
    try {
      const { page } = tab;
      const card = page.getByRole('article', { name: `Coup de cœur du jour` });
      await expect.poll(() => card.count()).toBe(1);
      await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent()).toContain(pick.user.display_name);
      await expect.poll(() => page.getByTestId('daily-pick').first().textContent()).toContain('Coup de cœur du jour');
      await expect.poll(() => page.getByText('Pourquoi c’est votre coup de cœur').count()).toBeGreaterThan(0);
      await checkA11y(page);

      await page.getByRole('button', { name: new RegExp(`J'aime le profil de ${pick.user.display_name}`) }).click();
      await expect.poll(() => page.getByRole('article', { name: 'Coup de cœur du jour' }).count()).toBe(0);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
