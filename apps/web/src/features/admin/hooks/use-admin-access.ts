// The API decides who is an admin: the statistics call is the proof. A member (403) is sent back to
// /dashboard with a toast; any other failure but a 401 (the session handler already left for /auth)
// is toasted once and the page offers a retry.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { statusOf } from '../../../lib/api-client';
import { hasToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAdminStats } from '../api/get-admin-stats';

export function useAdminAccess() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const signedIn = hasToken();
  const stats = useAdminStats(signedIn);
  const status = stats.isError ? statusOf(stats.error) : null;

  useEffect(() => {
    if (!stats.isError) return;
    if (status === 403) {
      toast.error(t('forbidden'), { id: 'admin-forbidden' });
      void navigate(paths.dashboard(), { replace: true });
    } else if (status !== 401) {
      toast.error(t('errors.stats'), { id: 'admin-stats-error' });
    }
  }, [stats.isError, status, navigate, t]);

  return {
    signedIn,
    stats: stats.data,
    failed: stats.isError && status !== 403,
    retry: () => void stats.refetch(),
  };
}
