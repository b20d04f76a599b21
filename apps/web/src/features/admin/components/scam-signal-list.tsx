// Scam signals for review: who sent what, which signals it carries, its risk score, and deleting the
// sender's account (through the page's confirmation). The message, bio or type sought it was found in
// (issue 31) is named and quoted as it was written.
import { useTranslation } from 'react-i18next';
import type { AdminScamSignal } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { languageOf } from '../../../i18n';

type Props = {
  items: AdminScamSignal[];
  onDeleteSender: (sender: AdminScamSignal['sender']) => void;
  onModerate: (sender: AdminScamSignal['sender']) => void;
};

export function ScamSignalList({ items, onDeleteSender, onModerate }: Props) {
  const { t, i18n } = useTranslation('admin');
  const date = new Intl.DateTimeFormat(languageOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  if (items.length === 0) return <p className="text-sm text-ink-600">{t('scam.empty')}</p>;
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl p-4 ring-1 ring-ink-200">
          <article aria-labelledby={`scam-${item.id}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`scam-${item.id}`} className="font-semibold text-ink-900 wrap-anywhere">
                {item.sender.name} · {item.sender.email}
              </h3>
              <p className="text-xs text-ink-600">{date.format(new Date(item.created_at))}</p>
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span
                className={`rounded-full px-2.5 py-0.5 font-semibold ring-1 ${
                  item.risk >= 50 ? 'bg-amber-50 text-amber-900 ring-amber-300' : 'bg-ink-100 text-ink-800 ring-ink-200'
                }`}
              >
                {t('scam.risk', { risk: item.risk })}
              </span>
              <span className="font-medium text-ink-700">{t(`scam.sources.${item.source}`)}</span>
              {item.signals.map((signal) => (
                <span key={signal} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-ink-800">
                  {t(`scam.signals.${signal}`)}
                </span>
              ))}
            </p>
            <blockquote className="mt-2 rounded-lg bg-ink-50 p-3 text-sm leading-6 break-words whitespace-pre-wrap text-ink-900">
              {item.content}
            </blockquote>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => onModerate(item.sender)}>
                {t('moderate.action', { name: item.sender.name })}
              </Button>
              <Button variant="ghost" onClick={() => onDeleteSender(item.sender)}>
                {t('reports.deleteReported', { name: item.sender.name })}
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
