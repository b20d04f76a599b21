// Blog article (/blog/{slug}): back link, category, hero image, date, reading time, share button,
// title, excerpt, the HTML body, author line, sign-up and 'more articles' buttons. An unknown slug
// shows 'Article non trouvé' with a way back to the blog.
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { BackButton } from '../../../components/layouts/back-button';
import { PageHead } from '../../../components/layouts/page-head';
import { PublicLayout } from '../../../components/layouts/public-layout';
import { absoluteUrl } from '../../../components/layouts/site-origin';
import { buttonStyles, container } from '../../../components/layouts/styles';
import { localizedArticle, shareImageOf } from '../components/article-meta';
import { CategoryBadge } from '../components/category-badge';
import { ShareButton } from '../components/share-button';
import { findArticle } from '../content';

/** Styles for the article body, which is plain HTML (h2, p, ul, a) from our own static content. */
const prose =
  'text-lg leading-relaxed text-ink-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink-900 [&_li]:mt-2 [&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:marker:text-brand-600';

export default function BlogArticlePage() {
  const { slug } = useParams();
  const { t, i18n } = useTranslation('blog');
  const navigate = useNavigate();
  const article = findArticle(slug);

  if (!article) {
    const title = t('notFound.title');
    return (
      <PublicLayout>
        <PageHead
          title={`${title} | ${t('article.titleSuffix')}`}
          description={t('notFound.text')}
          path={paths.blogArticle(slug ?? '')}
          noindex
        />
        <div className={`${container} py-24 text-center`}>
          <h1 className="text-3xl font-bold text-ink-900">{title}</h1>
          <p className="mt-4 text-lg text-ink-600">{t('notFound.text')}</p>
          <Link to={paths.blog()} className={`${buttonStyles.primary} mt-8`}>
            {t('notFound.back')}
          </Link>
        </div>
      </PublicLayout>
    );
  }

  const { title, excerpt, date } = localizedArticle(article, i18n.language);
  const url = absoluteUrl(paths.blogArticle(article.slug));

  // Links inside the static HTML are plain <a>: keep in-app navigation for our own paths.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <PublicLayout>
      <PageHead
        title={`${title} | ${t('article.titleSuffix')}`}
        description={excerpt}
        path={paths.blogArticle(article.slug)}
        type="article"
        image={shareImageOf(article)}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: article.title,
          description: article.excerpt,
          datePublished: article.isoDate,
          inLanguage: 'fr',
          image: absoluteUrl(shareImageOf(article)),
          articleSection: article.category,
          author: { '@type': 'Organization', name: article.author, url: absoluteUrl(paths.about()) },
          publisher: { '@type': 'Organization', name: 'Affinia', url: absoluteUrl(paths.home()) },
          mainEntityOfPage: url,
        }}
      />
      <article className={`${container} py-10 sm:py-14`}>
        <div className="mx-auto max-w-3xl">
          <BackButton to={paths.blog()} label={t('article.back')} />
          <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-600">
            <CategoryBadge category={article.category} />
            <time dateTime={article.isoDate}>{date}</time>
            <span aria-hidden="true">·</span>
            <span>{t('readTime', { count: article.readTime })}</span>
          </div>
          <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl">{title}</h1>
          <p className="mt-5 text-xl leading-relaxed text-ink-600">{excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-ink-200 py-4">
            <p className="font-semibold text-ink-800">{t('article.byline', { author: article.author })}</p>
            <ShareButton title={title} text={excerpt} url={url} />
          </div>
        </div>
        <img
          src={article.image}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className="mx-auto mt-8 aspect-[1200/630] w-full max-w-4xl rounded-3xl object-cover shadow-md"
        />
        <div className="mx-auto max-w-3xl">
          {i18n.language !== 'fr' && (
            <p className="mt-8 rounded-xl bg-accent-50 px-4 py-3 text-accent-700 ring-1 ring-accent-100">
              {t('article.frenchOnly')}
            </p>
          )}
          {/* Our own static article HTML (h2, p, ul, a): nothing in it comes from users or the network. */}
          <div
            lang="fr"
            className={prose}
            onClick={followInternalLink}
            dangerouslySetInnerHTML={{ __html: article.content }}
          />
          <p className="mt-10 border-t border-ink-200 pt-6 text-ink-600">
            {t('article.byline', { author: article.author })} · <time dateTime={article.isoDate}>{date}</time>
          </p>
          <aside
            aria-labelledby="article-cta"
            className="mt-10 rounded-2xl bg-brand-50 p-8 text-center ring-1 ring-brand-100"
          >
            <h2 id="article-cta" className="text-2xl font-bold text-ink-900">
              {t('article.ctaTitle')}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-ink-600">{t('article.ctaText')}</p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to={paths.auth({ mode: 'signup' })} className={buttonStyles.primary}>
                {t('article.signUp')}
              </Link>
              <Link to={paths.blog()} className={buttonStyles.secondary}>
                {t('article.readMore')}
              </Link>
            </div>
          </aside>
        </div>
      </article>
    </PublicLayout>
  );
}
