// Server entry used at build time only (scripts/prerender.mjs): renders each public page to static
// HTML in French, the default language, so that its content, title, meta tags and JSON-LD are in the
// first response. The tree mirrors main.tsx (providers, root layout, page) so that the browser can
// hydrate it; the pages are imported directly because nothing here is downloaded by a visitor.
import { StrictMode, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { DEFAULT_LANGUAGE, MEMBERS_PAGE_SUFFIX } from '@affinia/contract';
import { AppProviders } from './app/providers';
import QueryLayout from './app/query-layout';
import { RootLayout } from './app/root-layout';
import { routePatterns, paths } from './config/paths';
import { i18n, loadNamespaces } from './i18n';
import { SITE_ORIGIN } from './components/layouts/site-origin';
import { takeStructuredData } from './components/layouts/structured-data';
import { setPrerenderSocialProof } from './components/layouts/social-proof';
import AboutPage from './features/about/pages/about-page';
import BlogArticlePage from './features/blog/pages/blog-article-page';
import BlogListPage from './features/blog/pages/blog-list-page';
import { BLOG_ARTICLES } from './features/blog/content';
import FaqPage from './features/faq/pages/faq-page';
import HowItWorksPage from './features/how-it-works/pages/how-it-works-page';
import LandingPage from './features/landing/pages/landing-page';
import TermsPage from './features/legal/pages/terms-page';
import SubmitTestimonialPage from './features/testimonials/pages/submit-testimonial-page';
import TestimonialsPage from './features/testimonials/pages/testimonials-page';

export { MEMBERS_PAGE_SUFFIX, SITE_ORIGIN, setPrerenderSocialProof, takeStructuredData };

/** Every namespace a public page reads, loaded once before rendering. */
const NAMESPACES = ['common', 'landing', 'legal', 'faq', 'howItWorks', 'about', 'blog', 'testimonials'];

const pages: { path: string; Component: ComponentType }[] = [
  { path: routePatterns.home, Component: LandingPage },
  { path: routePatterns.terms, Component: TermsPage },
  { path: routePatterns.faq, Component: FaqPage },
  { path: routePatterns.howItWorks, Component: HowItWorksPage },
  { path: routePatterns.about, Component: AboutPage },
  { path: routePatterns.blog, Component: BlogListPage },
  { path: routePatterns.blogArticle, Component: BlogArticlePage },
];

/** Public pages that call the API sit inside the query cache's layout route, as in app/router.tsx. */
const apiPages: { path: string; Component: ComponentType }[] = [
  { path: routePatterns.testimonials, Component: TestimonialsPage },
  { path: routePatterns.submitTestimonial, Component: SubmitTestimonialPage },
];

const routes: RouteObject[] = [
  { Component: RootLayout, children: [...pages, { Component: QueryLayout, children: apiPages }] },
];

export type PublicPage = {
  path: string;
  /** Listed in sitemap.xml (the testimonial form is noindex). */
  indexable: boolean;
  /** ISO date of the last change, for the sitemap. */
  lastmod?: string;
};

/** The public URLs to prerender, articles included. */
export const PUBLIC_PAGES: PublicPage[] = [
  { path: paths.home(), indexable: true },
  { path: paths.howItWorks(), indexable: true },
  { path: paths.about(), indexable: true },
  { path: paths.testimonials(), indexable: true },
  { path: paths.faq(), indexable: true },
  { path: paths.blog(), indexable: true, lastmod: BLOG_ARTICLES[0]?.isoDate },
  ...BLOG_ARTICLES.map((article) => ({
    path: paths.blogArticle(article.slug),
    indexable: true,
    lastmod: article.isoDate,
  })),
  { path: paths.terms(), indexable: true, lastmod: '2025-01-01' },
  { path: paths.submitTestimonial(), indexable: false },
];

const handler = createStaticHandler(routes);

/**
 * The page's markup: React puts the hoisted <title>, <meta> and <link> first, the body after. The
 * page's JSON-LD is collected meanwhile (takeStructuredData, called right after).
 */
export async function render(path: string): Promise<string> {
  takeStructuredData();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  await loadNamespaces(NAMESPACES);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect or error ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
