// The verified badge and the "verified profiles only" filter, rendered (issue 18 part 1): the badge
// says it in words beside a decorative check mark (never colour alone) and shows only for a verified
// member; the filter is a labelled checkbox reflecting settings.verified_only.
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '@affinia/contract';
import { MemberBadges } from '../../components/ui/member-badges';
import { VerifiedBadge } from '../../components/ui/verified-badge';
import { loadNamespaces, setLanguage } from '../../i18n';
import { MeetingPreferencesForm } from './components/meeting-preferences-form';

afterEach(async () => {
  await setLanguage('fr');
});

const badges = (isVerified: boolean) =>
  renderToStaticMarkup(<MemberBadges isDemo={false} isVerified={isVerified} score={null} scoreLabel={() => ''} />);

describe('verified badge', () => {
  it('reads "Profil vérifié" in words, its icon hidden from screen readers', () => {
    const html = renderToStaticMarkup(<VerifiedBadge />);
    expect(html).toContain('Profil vérifié');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it('is on a card only when the member is verified', () => {
    expect(badges(true)).toContain('Profil vérifié');
    expect(badges(false)).not.toContain('Profil vérifié');
  });

  it('is translated', async () => {
    await setLanguage('en');
    expect(renderToStaticMarkup(<VerifiedBadge />)).toContain('Verified profile');
  });
});

describe('verified-only filter', () => {
  const form = (verifiedOnly: boolean) => {
    const profile = {
      settings: { seeking_genders: ['female'], age_min: 25, age_max: 40, verified_only: verifiedOnly },
    } as unknown as Me;
    return renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MeetingPreferencesForm profile={profile} />
      </QueryClientProvider>,
    );
  };
  const checkbox = (html: string) => {
    const input = html.match(/<input[^>]*name="verified_only"[^>]*>/)?.[0] ?? '';
    const id = input.match(/id="([^"]+)"/)?.[1];
    const label = html.match(new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)</label>`))?.[1];
    return { input, label };
  };

  it('is a checkbox labelled "Profils vérifiés uniquement", ticked as the settings say', async () => {
    await loadNamespaces(['dashboard']);
    const on = checkbox(form(true));
    expect(on.input).toContain('type="checkbox"');
    expect(on.input).toContain('checked=""');
    expect(on.label).toBe('Profils vérifiés uniquement');
    expect(checkbox(form(false)).input).not.toContain('checked');
  });
});
