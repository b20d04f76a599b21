// An article's title, excerpt and date in the reader's language: the articles are written in
// French, with translated titles and excerpts for the other interface languages.
import type { BlogArticle } from '../content';

export function localizedArticle(article: BlogArticle, language: string) {
  const translation = language in article.translations ? article.translations[language as 'en'] : undefined;
  const date =
    language === 'fr'
      ? article.date
      : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(article.isoDate));
  return {
    title: translation?.title ?? article.title,
    excerpt: translation?.excerpt ?? article.excerpt,
    date,
  };
}

/** The hero illustration as a JPEG of the same name, for link previews (they do not render SVG). */
export const shareImageOf = (article: BlogArticle): string => article.image.replace(/\.svg$/, '.jpg');
