// The dashboard's top bar: the shared member header with the sign-out button.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MemberHeader } from '../../../components/ui/member-header';

export function DashboardHeader({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <MemberHeader
      actions={
        <Button variant="secondary" onClick={onLogout} loading={loggingOut} loadingLabel={t('loggingOut')}>
          {t('logout')}
        </Button>
      }
    />
  );
}
