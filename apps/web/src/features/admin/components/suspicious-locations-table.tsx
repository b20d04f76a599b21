// The users whose declared location and IP disagree: name, e-mail, declared location, IP country,
// distance in whole km, level, and a delete action (spec section 2, Admin).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuspiciousLocationUser } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../i18n';
import { SuspicionBadge } from './suspicion-badge';

type Props = {
  users: SuspiciousLocationUser[];
  onDelete: (user: SuspiciousLocationUser) => void;
};

export function countryName(code: string | null, language: string): string {
  if (!code) return '—';
  try {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

export function SuspiciousLocationsTable({ users, onDelete }: Props) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const language = currentLanguage();
  const km = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 });
  const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-ink-600';
  const td = 'px-4 py-3 align-top text-sm text-ink-900';

  if (users.length === 0) return <p className="px-5 pb-5 text-sm text-ink-600">{t('suspicion.empty')}</p>;
  return (
    // On a phone the table scrolls sideways (the region is focusable so a keyboard can scroll it too);
    // `relative` keeps the visually hidden labels inside it instead of widening the page.
    <div className="relative overflow-x-auto" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="w-full min-w-[52rem] divide-y divide-ink-200">
        <caption id={captionId} className="sr-only">
          {t('suspicion.caption')}
        </caption>
        <thead className="bg-ink-50">
          <tr>
            <th scope="col" className={th}>
              {t('suspicion.columns.name')}
            </th>
            <th scope="col" className={th}>
              {t('suspicion.columns.email')}
            </th>
            <th scope="col" className={th}>
              {t('suspicion.columns.location')}
            </th>
            <th scope="col" className={th}>
              {t('suspicion.columns.ipCountry')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('suspicion.columns.distance')}
            </th>
            <th scope="col" className={th}>
              {t('suspicion.columns.level')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('suspicion.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 bg-white">
          {users.map((user) => {
            const verification = user.location_verification;
            return (
              <tr key={user.id}>
                <th scope="row" className={`${td} text-left font-semibold`}>
                  {user.name}
                </th>
                <td className={`${td} break-words`}>{user.email}</td>
                <td className={td}>
                  {user.location || '—'}
                  {user.declared_country ? (
                    <span className="block text-xs text-ink-600">{countryName(user.declared_country, language)}</span>
                  ) : null}
                </td>
                <td className={td}>{countryName(verification.ip_country, language)}</td>
                <td className={`${td} text-right tabular-nums`}>
                  {verification.distance === null ? '—' : km.format(verification.distance)}
                </td>
                <td className={td}>
                  <SuspicionBadge level={verification.suspicion_level} />
                </td>
                <td className={`${td} text-right`}>
                  <Button
                    variant="secondary"
                    onClick={() => onDelete(user)}
                    aria-label={t('suspicion.deleteUser', { name: user.name })}
                  >
                    {t('actions.delete')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
