// Shown at the top of the admin view while payments go through the built-in sandbox: its published test
// card opens "paid" accounts without any money, which an operator must not mistake for real revenue.
import { useTranslation } from 'react-i18next';

export function TestPaymentsBanner() {
  const { t } = useTranslation('admin');
  return (
    <section
      aria-labelledby="admin-test-payments-title"
      className="rounded-2xl bg-brand-50 p-5 text-brand-800 ring-1 ring-brand-200"
    >
      <h2 id="admin-test-payments-title" className="text-base font-semibold">
        {t('testPayments.title')}
      </h2>
      <p className="mt-1 text-sm">{t('testPayments.text')}</p>
    </section>
  );
}
