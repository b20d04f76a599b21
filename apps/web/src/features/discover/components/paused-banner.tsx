// What discover shows a paused member (decision 049) instead of cards they could not act on: their
// profile is hidden from everyone and likes wait, and one tap resumes both. Matches and conversations
// are untouched by a pause, so the banner says so.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/status-panel';

type PausedBannerProps = { onResume: () => void; resuming: boolean };

export function PausedBanner({ onResume, resuming }: PausedBannerProps) {
  const { t } = useTranslation('discover');
  return (
    <Panel>
      <section aria-labelledby="paused-title" data-testid="paused-banner">
        <h2 id="paused-title" className="text-xl font-bold text-ink-900">
          {t('paused.title')}
        </h2>
        <p className="mt-2 text-ink-600">{t('paused.text')}</p>
        <Button className="mt-6" onClick={onResume} loading={resuming} loadingLabel={t('paused.resuming')}>
          {t('paused.action')}
        </Button>
      </section>
    </Panel>
  );
}
