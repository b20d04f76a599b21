// Shares an article with the Web Share API where the device offers it, and otherwise copies the
// link to the clipboard with a toast saying so.
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ShareIcon } from '../../../components/ui/icons';
import { buttonStyles } from '../../../components/layouts/styles';

type ShareButtonProps = { title: string; text: string; url: string };

export function ShareButton({ title, text, url }: ShareButtonProps) {
  const { t } = useTranslation('blog');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('article.linkCopied'));
    } catch {
      toast.error(t('article.copyFailed'));
    }
  };

  return (
    <button type="button" onClick={() => void share()} className={buttonStyles.secondarySmall}>
      <ShareIcon />
      {t('article.share')}
    </button>
  );
}
