// "Ce que je recherche" in /dashboard/preferences (issue 34): the relationship intention and the stated
// preferences of the questionnaire's optional step, in the same shared form, prefilled from the
// profile's settings and saved with PATCH /api/profile/settings. Its texts are the questionnaire's.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@affinia/contract';
import { StatedPreferencesForm } from '../../../components/preferences/stated-preferences-form';
import { choicesFromSettings } from '../../../lib/stated-preferences';
import { toast } from '../../../lib/toast';
import { useUpdateSettings } from '../../../lib/update-settings';

export function StatedPreferencesSettings({ profile }: { profile: Me }) {
  const { t } = useTranslation('questionnaire');
  const settings = useUpdateSettings('questionnaire:statedPreferences.saveError');
  const [initial] = useState(() => choicesFromSettings(profile.settings));
  return (
    <section
      aria-labelledby="stated-preferences-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7 lg:col-span-2"
    >
      <h2 id="stated-preferences-title" className="text-lg font-bold text-ink-900">
        {t('statedPreferences.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-600">{t('statedPreferences.panelDescription')}</p>
      <StatedPreferencesForm
        initial={initial}
        pending={settings.isPending}
        onSave={(body) => settings.mutate(body, { onSuccess: () => toast.success(t('statedPreferences.saved')) })}
      />
    </section>
  );
}
