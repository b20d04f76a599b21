// One section of "Mon Profil" (decision 060): its document title and heading, and the signed-in
// profile it shows — read once through the shared query, with the loading state, and a retry when it
// failed — handed to the section's panels.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useProfile } from '../../../lib/profile-query';
import { toast } from '../../../lib/toast';
import { isSessionEnd } from '../../../lib/user-message';

export function SectionPage({ title, children }: { title: string; children: (profile: Me) => ReactNode }) {
  const { t } = useTranslation('dashboard');
  const profile = useProfile();

  useEffect(() => {
    // A 401 has already cleared the session and left for /auth with its own message.
    if (profile.isError && !isSessionEnd(profile.error)) {
      toast.error(t('loadError'), { id: 'profile-load-error' });
    }
  }, [profile.isError, profile.error, t]);

  return (
    <>
      <title>{`${title} | Affinia`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
      {profile.isPending ? (
        <div className="mt-6 flex items-center gap-3 rounded-3xl bg-white p-6 text-ink-600 ring-1 ring-ink-200">
          <Spinner className="size-5 text-brand-700" />
          <p>{t('loading')}</p>
        </div>
      ) : profile.isError ? (
        <div className="mt-6 flex flex-wrap items-center gap-4 rounded-3xl bg-white p-6 ring-1 ring-ink-200">
          <p className="text-danger-600">{t('loadError')}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        children(profile.data)
      )}
    </>
  );
}
