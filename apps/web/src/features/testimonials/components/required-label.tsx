// A field label with the required-field mark, spoken as "(required field)".
import { useTranslation } from 'react-i18next';

export function RequiredLabel({ label }: { label: string }) {
  const { t } = useTranslation('testimonials');
  return (
    <>
      {label}{' '}
      <span className="text-brand-700">
        <span aria-hidden="true">*</span>
        <span className="sr-only">({t('submit.required')})</span>
      </span>
    </>
  );
}
