// The brand side of /auth on wide screens: what Affinia does, in three lines, so that a visitor who
// lands here from a link knows where they are.
import { useTranslation } from 'react-i18next';
import { freePlacesLeft, useOffer } from '../../../lib/offer';

const points = ['score', 'reason', 'openers'] as const;

export function AuthBrandPanel() {
  const { t } = useTranslation('auth');
  const offer = useOffer();
  return (
    <div className="relative flex h-full flex-col justify-center overflow-hidden bg-linear-to-br from-brand-700 via-brand-800 to-accent-700 px-12 py-16 text-white xl:px-20">
      {/* Soft light shapes: decoration only. */}
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-96 rounded-full bg-accent-500/30 blur-3xl" />
      <div className="relative max-w-md">
        {freePlacesLeft(offer) ? (
          <p className="mb-6 inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
            {t('panel.free', { count: offer.free_signup_limit })}
          </p>
        ) : null}
        <p className="text-4xl leading-tight font-bold tracking-tight text-balance">{t('panel.title')}</p>
        <p className="mt-4 text-lg text-white/90">{t('panel.text')}</p>
        <ul className="mt-10 space-y-4">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <svg
                viewBox="0 0 20 20"
                className="mt-0.5 size-6 shrink-0 rounded-full bg-white/20 p-1"
                aria-hidden="true"
              >
                <path
                  d="M5 10.5l3 3 7-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="text-base">{t(`panel.points.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
