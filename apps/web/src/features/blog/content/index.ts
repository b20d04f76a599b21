// The six static articles, newest first: the order of the blog list and of the sitemap.
import { conseilsPremierRendezVousReussi } from './conseils-premier-rendez-vous-reussi';
import { creerProfilDatingIrresistible } from './creer-profil-dating-irresistible';
import { erreursEviterRencontresEnLigne } from './erreurs-eviter-rencontres-en-ligne';
import { intelligenceArtificielleRevolutionneRencontres } from './intelligence-artificielle-revolutionne-rencontres';
import { psychologieCompatibiliteAmoureuse } from './psychologie-compatibilite-amoureuse';
import { signesRelationSaineEquilibree } from './signes-relation-saine-equilibree';
import type { BlogArticle } from './types';

export type { BlogArticle, BlogCategory } from './types';

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  intelligenceArtificielleRevolutionneRencontres,
  conseilsPremierRendezVousReussi,
  psychologieCompatibiliteAmoureuse,
  erreursEviterRencontresEnLigne,
  creerProfilDatingIrresistible,
  signesRelationSaineEquilibree,
];

export function findArticle(slug: string | undefined): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
