// Testimonials (/testimonials): back button, header with the average rating and the number of verified
// reviews, two buttons to the testimonial form, three stat tiles, the ten static reviews, then the
// approved testimonials from the API, and a closing sign-up call to action. The reviews are also in
// the head as Product structured data.
// Where the operator has not opted in to the spec's static reviews (production's default, decision
// 041), the count, the average, the list and the markup are the approved testimonials' only, the
// marketing tiles are left out, and with none yet the page says so.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RATING_MAX, RATING_MIN, type PublishedTestimonial } from '@affinia/contract';
import { freePlacesLeft, useOffer } from '../../../lib/offer';
import { paths } from '../../../config/paths';
import { BackButton } from '../../../components/layouts/back-button';
import { formatPercent, MARKETING_FIGURES } from '../../../components/layouts/marketing-figures';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { absoluteUrl } from '../../../components/layouts/site-origin';
import { showsStaticSocialProof } from '../../../components/layouts/social-proof';
import { buttonStyles, container, ctaBand } from '../../../components/layouts/styles';
import { usePublishedTestimonials } from '../api/get-testimonials';
import { useTestimonialsSummary } from '../api/get-testimonials-summary';
import { ReviewCard } from '../components/review-card';
import { StarRatingDisplay } from '../components/star-rating-display';
import { initialsAvatar } from '../content/initials-avatar';
import { STATIC_AVERAGE_RATING, STATIC_REVIEWS } from '../content/static-reviews';

/** The approved testimonials from the API; titled apart when they follow the ten static reviews. */
function CommunityTestimonials({ community, titled }: { community: PublishedTestimonial[]; titled: boolean }) {
  const { t } = useTranslation('testimonials');
  if (community.length === 0) return null;
  return (
    <>
      {titled && <h2 className="mt-16 text-3xl font-bold tracking-tight text-ink-900">{t('communityTitle')}</h2>}
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
  const offer = useOffer();
  const language = i18n.language;
  const showcase = showsStaticSocialProof();
  const community = usePublishedTestimonials();
  const summary = useTestimonialsSummary(!showcase);
  // What the header, the tiles and the markup count: the ten static reviews, or the approved testimonials
  // (unknown until the summary answers); `rated` once there is at least one rating to show.
  const figures = showcase ? { count: STATIC_REVIEWS.length, average: STATIC_AVERAGE_RATING } : summary;
  const rated =
    figures && figures.count > 0 && figures.average !== null
      ? { count: figures.count, average: figures.average }
      : null;
  const average = rated
    ? new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rated.average)
    : null;
  const reviews = showcase
    ? STATIC_REVIEWS.map((review) => {
        const translation = language in review.translations ? review.translations[language as 'en'] : undefined;
        return {
          ...review,
          text: translation?.text ?? review.text,
          highlight: translation?.highlight ?? review.highlight,
        };
      })
    : [];
  // The marketing figures are the spec's, not measured: only where the operator opted in.
  const tiles = showcase
    ? [
        { value: `${MARKETING_FIGURES.couples}+`, label: t('stats.couples') },
        { value: formatPercent(MARKETING_FIGURES.satisfactionPercent, language), label: t('stats.satisfaction') },
        { value: `${average}/${RATING_MAX}`, label: t('stats.average') },
      ]
    : [];
  const markedUp = showcase
    ? STATIC_REVIEWS.map((review) => ({
        name: review.name,
        date: review.date,
        text: review.text,
        headline: review.highlight,
        rating: review.rating,
      }))
    : community
        .filter((testimonial) => testimonial.story !== null)
        .map((testimonial) => ({
          name: testimonial.name,
          date: testimonial.created_at.slice(0, 10),
          text: testimonial.story!,
          headline: undefined,
          rating: testimonial.rating,
        }));

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
          // Only figures someone actually gave: none at all until there are.
          ...(rated
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: rated.average,
                  reviewCount: rated.count,
                  bestRating: RATING_MAX,
                  worstRating: RATING_MIN,
                },
              }
            : {}),
          ...(markedUp.length > 0
            ? {
                review: markedUp.map((review) => ({
                  '@type': 'Review',
                  author: { '@type': 'Person', name: review.name },
                  datePublished: review.date,
                  reviewBody: review.text,
                  ...(review.headline ? { name: review.headline } : {}),
                  ...(showcase ? { inLanguage: 'fr' } : {}),
                  reviewRating: {
                    '@type': 'Rating',
                    ratingValue: review.rating,
                    bestRating: RATING_MAX,
                    worstRating: RATING_MIN,
                  },
                })),
              }
            : {}),
        }}
      />

      <section className="bg-linear-to-br from-brand-50 via-white to-accent-50">
        <div className={`${container} py-14 text-center sm:py-20`}>
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {t('title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-600">{t('intro')}</p>
          {rated && (
            <div className="mt-6 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
              <StarRatingDisplay rating={rated.average} label={t('averageLabel', { average })} size="size-6" />
              <span aria-hidden="true" className="text-2xl font-bold text-ink-900">
                {average}/{RATING_MAX}
              </span>
              <span className="text-ink-600">{t('verifiedReviews', { count: rated.count })}</span>
            </div>
          )}
          {figures && figures.count === 0 && (
            <p data-testid="no-reviews-yet" className="mx-auto mt-6 max-w-xl text-ink-600">
              {t('noReviewsYet')}
            </p>
          )}
          <Link to={paths.submitTestimonial()} className={`${buttonStyles.primary} mt-8`}>
            {t('share')}
          </Link>
        </div>
      </section>

      {tiles.length > 0 && (
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
      )}

      <section aria-labelledby="reviews" className={`${container} py-14`}>
        <h2 id="reviews" className="text-3xl font-bold tracking-tight text-ink-900">
          {t('reviewsTitle')}
        </h2>
        {reviews.length > 0 && (
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard {...review} />
              </li>
            ))}
          </ul>
        )}

        <CommunityTestimonials community={community} titled={showcase} />

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
          {/* "Free" only while a free place is left (issue 35). */}
          {freePlacesLeft(offer) ? (
            <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">
              {t('cta.text', { count: offer.free_signup_limit })}
            </p>
          ) : null}
          <Link to={paths.auth({ mode: 'signup' })} className={`${buttonStyles.light} mt-8`}>
            {freePlacesLeft(offer) ? t('cta.button') : t('cta.buttonPlain')}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
