// Blog list (/blog): the six static articles, newest first; each card opens /blog/{slug}.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { absoluteUrl } from '../../../components/layouts/site-origin';
import { container } from '../../../components/layouts/styles';
import { localizedArticle } from '../components/article-meta';
import { CategoryBadge } from '../components/category-badge';
import { BLOG_ARTICLES } from '../content';

/**
 * Pictures of the first row (three cards on a wide screen) load at once, the very first one ahead of
 * everything else: on a phone it is the page's largest paint. The others load when scrolled to.
 */
const FIRST_ROW = 3;

export default function BlogListPage() {
  const { t, i18n } = useTranslation('blog');
  const articles = BLOG_ARTICLES.map((article) => ({ article, ...localizedArticle(article, i18n.language) }));

  return (
    <PublicLayout>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description')}
        path={paths.blog()}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: t('title'),
          url: absoluteUrl(paths.blog()),
          blogPost: BLOG_ARTICLES.map((article) => ({
            '@type': 'BlogPosting',
            headline: article.title,
            datePublished: article.isoDate,
            url: absoluteUrl(paths.blogArticle(article.slug)),
          })),
        }}
      />
      <section className="bg-linear-to-br from-brand-50 via-white to-accent-50">
        <div className={`${container} py-14 sm:py-20`}>
          <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">{t('title')}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-600">{t('intro')}</p>
        </div>
      </section>
      <div className={`${container} py-14`}>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {articles.map(({ article, title, excerpt, date }, index) => (
            <li
              key={article.slug}
              className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 transition-shadow focus-within:shadow-lg hover:shadow-lg"
            >
              <img
                src={article.image}
                alt=""
                width={1200}
                height={630}
                loading={index < FIRST_ROW ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                className="aspect-[1200/630] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-600">
                  <CategoryBadge category={article.category} />
                  <time dateTime={article.isoDate}>{date}</time>
                  <span aria-hidden="true">·</span>
                  <span>{t('readTime', { count: article.readTime })}</span>
                </div>
                <h2 className="mt-4 text-xl font-bold text-ink-900">
                  <Link
                    to={paths.blogArticle(article.slug)}
                    className="rounded after:absolute after:inset-0 group-hover:text-brand-700"
                  >
                    {title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 leading-relaxed text-ink-600">{excerpt}</p>
                <p aria-hidden="true" className="mt-5 font-semibold text-brand-700">
                  {t('readArticle')} →
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </PublicLayout>
  );
}
