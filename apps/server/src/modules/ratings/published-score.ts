// A member's published social score, as the API shows it, and as SQL for statements that read a page
// of cards with their rows in one round trip (discover). Only the published aggregate, never a rating.
import { gt, sql, type SQL } from 'drizzle-orm';
import type { SocialScore } from '@affinia/contract';
import { publishedRatings } from '../../db/schema.js';

type PublishedRow = typeof publishedRatings.$inferSelect;

export function toScore(row: Omit<PublishedRow, 'ratedId'>): SocialScore {
  return {
    total_ratings: row.totalRatings,
    average: row.averageTenths / 10,
    confiance: row.confianceTenths / 10,
    serieux: row.serieuxTenths / 10,
    generosite: row.generositeTenths / 10,
    comportement: row.comportementTenths / 10,
    communication: row.communicationTenths / 10,
  };
}

/** The one rule of what is shown: a score exists once a batch of ratings has been published. */
export const isPublished = gt(publishedRatings.totalRatings, 0);

/** A member's published score, null while nothing is published: only ever the aggregate. */
export const publishedScoreOf = (userId: SQL) =>
  sql<SocialScore | null>`(SELECT row_to_json(${publishedRatings}) FROM ${publishedRatings}
    WHERE ${publishedRatings.ratedId} = ${userId} AND ${isPublished})`.mapWith((value: unknown) => {
    const row = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, number>;
    return toScore({
      totalRatings: Number(row.total_ratings),
      averageTenths: Number(row.average_tenths),
      confianceTenths: Number(row.confiance_tenths),
      serieuxTenths: Number(row.serieux_tenths),
      generositeTenths: Number(row.generosite_tenths),
      comportementTenths: Number(row.comportement_tenths),
      communicationTenths: Number(row.communication_tenths),
    });
  });
