// /chat/:matchId: the route and its heading; the conversation arrives with the chat issue (#5).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

export default function ChatPage() {
  const { t } = useTranslation('chat');
  return (
    <main id="main" className="mx-auto max-w-2xl px-5 py-12">
      <title>{`${t('title')} | Affinia`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">{t('title')}</h1>
      <Link
        to={paths.matches()}
        className="mt-6 inline-block rounded font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('back')}
      </Link>
    </main>
  );
}
