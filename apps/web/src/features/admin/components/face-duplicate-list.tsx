// Faces verified on two accounts: both members (name and address, to look them up), how alike the two
// faces are, when it was found, and "Classer" once the admin has looked into it.
import { useTranslation } from 'react-i18next';
import type { FaceDuplicateFlag } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { languageOf } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { useDismissFaceDuplicate } from '../api/face-duplicates';

export function FaceDuplicateList({ flags }: { flags: FaceDuplicateFlag[] }) {
  const { t, i18n } = useTranslation('admin');
  const dismiss = useDismissFaceDuplicate();
  const date = new Intl.DateTimeFormat(languageOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  if (flags.length === 0) return <p className="text-sm text-ink-600">{t('faceDuplicates.empty')}</p>;
  return (
    <ul className="space-y-3">
      {flags.map((flag) => (
        <li key={flag.id} className="rounded-xl p-4 ring-1 ring-ink-200">
          <p className="font-semibold text-ink-900 wrap-anywhere">
            {t('faceDuplicates.pair', { first: flag.other_user.name, second: flag.user.name })}
          </p>
          <p className="text-sm text-ink-800 wrap-anywhere">
            {flag.other_user.email} · {flag.user.email}
          </p>
          <p className="mt-1 text-sm text-ink-800">
            {t('faceDuplicates.similarity', { percent: Math.round(flag.similarity * 100) })} ·{' '}
            {date.format(new Date(flag.created_at))}
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate(flag.id, { onSuccess: () => toast.success(t('faceDuplicates.dismissed')) })}
            aria-label={t('faceDuplicates.dismissLabel', { first: flag.other_user.name, second: flag.user.name })}
          >
            {t('faceDuplicates.dismiss')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
