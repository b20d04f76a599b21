// One testimonial: avatar, name, age and city, stars, an optional highlight, the text and its date.
// A community testimonial whose author deleted their account keeps only an initial and the stars:
// age, city and text are null then, and the card says why the text is gone (decision 004).
import { useTranslation } from 'react-i18next';
import { StarRatingDisplay } from './star-rating-display';

type ReviewCardProps = {
  name: string;
  age: number | null;
  location: string | null;
  rating: number;
  /** ISO date. */
  date: string;
  photo: string;
  text: string | null;
  highlight?: string;
  /** Language of the text when it differs from the interface (visitors' stories are kept as written). */
  textLang?: string;
};

// One formatter per language for every card: building an Intl.DateTimeFormat costs far more than using it.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatDate(isoDate: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(isoDate));
}

export function ReviewCard({ name, age, location, rating, date, photo, text, highlight, textLang }: ReviewCardProps) {
  const { t, i18n } = useTranslation('testimonials');
  const formattedDate = formatDate(date, i18n.language);
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200">
      <div className="flex items-center gap-4">
        <img src={photo} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full" />
        <figcaption>
          <p className="font-semibold text-ink-900">{name}</p>
          {age !== null && location !== null && (
            <p className="text-sm text-ink-600">{t('ageLocation', { age, location })}</p>
          )}
        </figcaption>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <StarRatingDisplay rating={rating} label={t('rating', { rating })} />
        {highlight && (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
            {highlight}
          </span>
        )}
      </div>
      {text === null ? (
        <p className="mt-4 flex-1 text-sm text-ink-600 italic">{t('storyErased')}</p>
      ) : (
        <blockquote lang={textLang} className="mt-4 flex-1 leading-relaxed text-ink-800">
          <p>{text}</p>
        </blockquote>
      )}
      <p className="mt-4 text-sm text-ink-600">
        <time dateTime={date.slice(0, 10)}>{formattedDate}</time>
      </p>
    </figure>
  );
}
