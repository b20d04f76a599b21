// The frame of the pages members reach from a mail: the brand, the language switcher, one card.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { paths } from '../../../config/paths';

/** `footer`: the one way onwards under the card's content (back to sign-in, ask for a new link). */
export function AccountCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: { to: string; label: string };
}) {
  const { t: tc } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-50 to-ink-50 to-40%">
      <title>{`${title} | Affinia`}</title>
      <header className="flex items-center justify-between gap-4 px-5 py-4 sm:px-8">
        <Link to={paths.home()} aria-label={tc('homeLink')} className="rounded-lg text-ink-900">
          <BrandLogo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex flex-1 justify-center px-5 pt-4 pb-12 sm:items-center sm:px-8">
        <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl shadow-ink-900/5 ring-1 ring-ink-200 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
          <div className="mt-4">{children}</div>
          {footer ? (
            <p className="mt-6 text-center">
              <Link to={footer.to} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {footer.label}
              </Link>
            </p>
          ) : null}
        </div>
      </main>
    </div>
  );
}
