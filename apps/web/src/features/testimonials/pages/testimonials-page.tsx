// Testimonials (/testimonials): back button, header with the average of the static ratings and the
// number of verified reviews, two buttons to the testimonial form, three stat tiles, the ten static
// reviews, then the approved testimonials from the API, and a closing sign-up call to action. The
// reviews are also in the head as Product structured data.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FREE_SIGNUP_LIMIT, RATING_MAX, RATING_MIN } from '@affinia/contract';
import { paths } from '../../../config/paths';
import { BackButton } from '../../../components/layouts/back-button';
import { formatPercent, MARKETING_FIGURES } from '../../../components/layouts/marketing-figures';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { absoluteUrl } from '../../../components/layouts/site-origin';
import { buttonStyles, container, ctaBand } from '../../../components/layouts/styles';
import { usePublishedTestimonials } from '../api/get-testimonials';
import { ReviewCard } from '../components/review-card';
import { StarRatingDisplay } from '../components/star-rating-display';
import { initialsAvatar } from '../content/initials-avatar';
import { STATIC_AVERAGE_RATING, STATIC_REVIEWS } from '../content/static-reviews';

/**
 * The approved testimonials from the API, in a component of their own: their arrival re-renders this
 * list only, not the whole page and its ten static reviews.
 */
function CommunityTestimonials() {
  const { t } = useTranslation('testimonials');
  const community = usePublishedTestimonials();
  if (community.length === 0) return null;
  return (
    <>
      <h2 className="mt-16 text-3xl font-bold tracking-tight text-ink-900">{t('communityTitle')}</h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {community.map((testimonial) => (
          <li key={testimonial.id}>
            <ReviewCard
              name={testimonial.name}
              age={testimonial.age}
              location={testimonial.location}
              rating={testimonial.rating}
              date={testimonial.created_at}
              photo={initialsAvatar(testimonial.name)}
              text={testimonial.story}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function TestimonialsPage() {
  const { t, i18n } = useTranslation('testimonials');
  const language = i18n.language;

  const average = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    STATIC_AVERAGE_RATING,
  );
  const reviewCount = STATIC_REVIEWS.length;
  const reviews = STATIC_REVIEWS.map((review) => {
    const translation = language in review.translations ? review.translations[language as 'en'] : undefined;
    return { ...review, text: translation?.text ?? review.text, highlight: translation?.highlight ?? review.highlight };
  });
  const tiles = [
    { value: `${MARKETING_FIGURES.couples}+`, label: t('stats.couples') },
    { value: formatPercent(MARKETING_FIGURES.satisfactionPercent, language), label: t('stats.satisfaction') },
    { value: `${average}/${RATING_MAX}`, label: t('stats.average') },
  ];

  return (
    <PublicLayout back={<BackButton label={t('back')} />}>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description')}
        path={paths.testimonials()}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Affinia',
          description: t('meta.description'),
          brand: { '@type': 'Brand', name: 'Affinia' },
          url: absoluteUrl(paths.home()),
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: STATIC_AVERAGE_RATING,
            reviewCount,
            bestRating: RATING_MAX,
            worstRating: RATING_MIN,
          },
          review: STATIC_REVIEWS.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.name },
            datePublished: review.date,
            reviewBody: review.text,
            name: review.highlight,
            inLanguage: 'fr',
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: RATING_MAX,
              worstRating: RATING_MIN,
            },
          })),
        }}
      />

      <section className="bg-linear-to-br from-brand-50 via-white to-accent-50">
        <div className={`${container} py-14 text-center sm:py-20`}>
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-600">{t('intro')}</p>
          <div className="mt-6 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
            <StarRatingDisplay rating={STATIC_AVERAGE_RATING} label={t('averageLabel', { average })} size="size-6" />
            <span aria-hidden="true" className="text-2xl font-bold text-ink-900">
              {average}/{RATING_MAX}
            </span>
            <span className="text-ink-600">{t('verifiedReviews', { count: reviewCount })}</span>
          </div>
          <Link to={paths.submitTestimonial()} className={`${buttonStyles.primary} mt-8`}>
            {t('share')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="testimonial-stats" className={`${container} -mt-2 pt-12`}>
        <h2 id="testimonial-stats" className="sr-only">
          {t('stats.label')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {tiles.map((tile) => (
            <div
              key={tile.label}
              className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-200"
            >
              <dt className="mt-1 text-ink-600">{tile.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-brand-700">{tile.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="reviews" className={`${container} py-14`}>
        <h2 id="reviews" className="text-3xl font-bold tracking-tight text-ink-900">
          {t('reviewsTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard {...review} />
            </li>
          ))}
        </ul>

        <CommunityTestimonials />

        <div className="mt-12 text-center">
          <Link to={paths.submitTestimonial()} className={buttonStyles.secondary}>
            {t('writeReview')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="testimonials-cta" className={ctaBand}>
        <div className={`${container} py-16 text-center`}>
          <h2 id="testimonials-cta" className="text-3xl font-bold tracking-tight">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">{t('cta.text', { limit: FREE_SIGNUP_LIMIT })}</p>
          <Link to={paths.auth({ mode: 'signup' })} className={`${buttonStyles.light} mt-8`}>
            {t('cta.button')}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
