// Per-page <head> content. React 19 hoists <title>, <meta> and <link> rendered anywhere into the
// document head (and react-dom/server writes them there when prerendering), so each page declares
// its own title, description, canonical URL and Open Graph tags. JSON-LD goes into <head> too, through
// structured-data.ts (React does not hoist inline scripts).
import { useTranslation } from 'react-i18next';
import { absoluteUrl } from './site-origin';
import { useStructuredData } from './structured-data';

const OG_LOCALES: Record<string, string> = { fr: 'fr_FR', en: 'en_GB', es: 'es_ES', de: 'de_DE' };
/** 1200×630 JPEG: the size and format link previews expect (they do not render SVG). */
const DEFAULT_IMAGE = '/og-image.jpg';

type PageHeadProps = {
  title: string;
  description: string;
  /** Path of the page, without origin: the canonical URL. */
  path: string;
  /** Structured data (schema.org), one object or several. */
  jsonLd?: object | object[];
  type?: 'website' | 'article';
  /** Path of a 1200×630 JPEG shown in link previews. */
  image?: string;
  noindex?: boolean;
};

export function PageHead({ title, description, path, jsonLd, type = 'website', image, noindex }: PageHeadProps) {
  const { i18n } = useTranslation();
  const url = absoluteUrl(path);
  useStructuredData(jsonLd);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content="Affinia" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absoluteUrl(image ?? DEFAULT_IMAGE)} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={OG_LOCALES[i18n.language] ?? OG_LOCALES.fr} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
