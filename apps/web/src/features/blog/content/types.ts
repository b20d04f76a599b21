// Shape of a static blog article (spec section 3 "Static article", plus the slug that routes to it).
import type { Language } from '@affinia/contract';

export type BlogCategory = 'Technologie' | 'Conseils' | 'Psychologie';

export type BlogArticle = {
  slug: string;
  /** French title and excerpt: the articles are written in French. */
  title: string;
  excerpt: string;
  /** Publication date as the spec shows it, in French text ("18 janvier 2025"). */
  date: string;
  /** The same date in ISO form, for <time>, JSON-LD, the sitemap and other languages' formatting. */
  isoDate: string;
  /** Reading time in minutes. */
  readTime: number;
  category: BlogCategory;
  author: string;
  /** Hero illustration served from apps/web/public (a local SVG, nothing fetched from elsewhere). */
  image: string;
  /** Our own static HTML (h2, p, ul only), written in French. */
  content: string;
  /** Title and excerpt in the other interface languages; the body stays in French. */
  translations: Record<Exclude<Language, 'fr'>, { title: string; excerpt: string }>;
};

export const BLOG_AUTHOR = "L'équipe Affinia";
