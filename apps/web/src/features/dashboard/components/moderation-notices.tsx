// The moderation team's decisions about me (DSA Art. 17), shown on the dashboard when there are any:
// what was decided and when, the facts, the ground, that a person decided, and how to contest it.
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../i18n';
import { useModerationDecisions } from '../api/get-moderation-decisions';

export function ModerationNotices() {
  const { t, i18n } = useTranslation('dashboard');
  const decisions = useModerationDecisions();
  if (!decisions.data?.length) return null;
  const date = new Intl.DateTimeFormat(languageOf(i18n.language), { dateStyle: 'long' });
  return (
    <section
      aria-labelledby="moderation-notices-title"
      className="mt-6 rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-300 sm:p-6"
    >
      <h2 id="moderation-notices-title" className="text-lg font-semibold text-ink-900">
        {t('moderation.title')}
      </h2>
      <ul className="mt-3 space-y-4">
        {decisions.data.map((decision) => (
          <li key={decision.id}>
            <h3 className="font-semibold text-ink-900">
              {t(`moderation.${decision.action}`, {
                date: date.format(new Date(decision.suspended_until ?? decision.created_at)),
              })}
            </h3>
            <p className="mt-1 break-words whitespace-pre-line text-ink-800">{decision.statement}</p>
            <p className="mt-1 text-sm text-ink-800">
              {t('moderation.ground', { ground: t(`moderation.grounds.${decision.ground}`) })}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-800">{t('moderation.redress')}</p>
    </section>
  );
}
