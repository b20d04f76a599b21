// A member's photo as the admin reviewing it sees it: fetched with the admin's token (a held photo has
// no public address), shown from a data: URL.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { usePhotoImage } from '../api/held-photos';

export function ReviewImage({ id, alt }: { id: string; alt: string }) {
  const { t } = useTranslation('admin');
  const image = usePhotoImage(id);
  if (image.isError) return <p className="p-3 text-sm text-danger-600">{t('heldPhotos.imageError')}</p>;
  if (!image.data) return <Spinner className="m-auto size-6" />;
  return <img src={image.data} alt={alt} className="size-full object-contain" />;
}
