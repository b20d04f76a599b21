// Privacy controls users of dating apps expect (issue 3): pause my profile — hidden from discover while
// matches and conversations stay — and download everything stored about me as a ZIP (data.json + photos).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { Me } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { saveFile, useDataExport } from '../api/get-data-export';
import { useUpdateSettings } from '../../../lib/update-settings';

export function PrivacySettings({ profile }: { profile: Me }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const settings = useUpdateSettings('dashboard:privacy.pause.error');
  const dataExport = useDataExport();
  const paused = profile.settings.is_paused;

  const togglePause = () => {
    if (settings.isPending) return;
    settings.mutate(
      { is_paused: !paused },
      {
        onSuccess: (updated) =>
          toast.success(updated.settings.is_paused ? t('privacy.pause.paused') : t('privacy.pause.resumed')),
      },
    );
  };

  const download = () => {
    dataExport.mutate(undefined, {
      onSuccess(data) {
        saveFile(data, t('privacy.export.fileName'));
        toast.success(t('privacy.export.done'));
      },
    });
  };

  return (
    <section aria-labelledby="privacy-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7">
      <h2 id="privacy-title" className="text-lg font-bold text-ink-900">
        {t('privacy.title')}
      </h2>

      <div className="mt-4 flex items-start justify-between gap-4">
        <div>
          <p id={`${id}-pause`} className="font-medium text-ink-900">
            {t('privacy.pause.label')}
          </p>
          <p id={`${id}-pause-description`} className="mt-0.5 text-sm text-ink-600">
            {t('privacy.pause.description')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={paused}
          aria-labelledby={`${id}-pause`}
          aria-describedby={`${id}-pause-description`}
          aria-busy={settings.isPending || undefined}
          onClick={togglePause}
          className={`relative mt-0.5 inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors ${
            paused ? 'border-brand-700 bg-brand-600' : 'border-ink-400 bg-ink-200'
          } ${settings.isPending ? 'opacity-70' : ''}`}
        >
          <span
            aria-hidden="true"
            className={`flex size-6 items-center justify-center rounded-full bg-white shadow transition-transform ${
              paused ? 'translate-x-6.5' : 'translate-x-0.5'
            }`}
          >
            {settings.isPending ? <Spinner className="size-4 text-ink-600" /> : null}
          </span>
        </button>
      </div>

      <div className="mt-6 border-t border-ink-200 pt-5">
        <p className="font-medium text-ink-900">{t('privacy.export.title')}</p>
        <p className="mt-0.5 text-sm text-ink-600">{t('privacy.export.description')}</p>
        <Button
          variant="secondary"
          className="mt-3"
          onClick={download}
          loading={dataExport.isPending}
          loadingLabel={t('privacy.export.downloading')}
        >
          {t('privacy.export.action')}
        </Button>
      </div>
    </section>
  );
}
