// The personal data export (GDPR art. 15 access and art. 20 portability): one ZIP with `data.json`,
// everything the service holds about the member in a documented, machine-readable shape, and their
// photos as the image files themselves. Other people appear only as the member saw them.
import type { Readable } from 'node:stream';
import type { SocialScore } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import type { PhotoService } from '../photos/service.js';
import { decodeDescriptor } from '../verification/face-analyzer.js';
import * as repo from './export-repository.js';
import { draftOf } from './questionnaire-draft-repository.js';

/** Bumped when the shape of data.json changes, so a program reading old exports can tell. */
export const EXPORT_FORMAT_VERSION = 5;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

type Deps = {
  db: Db;
  photos: PhotoService;
  /** The ratings feature's published scores: received ratings leave only as that aggregate. */
  socialScores: (userIds: string[]) => Promise<Map<string, SocialScore | null>>;
};

export type DataExport = { document: Record<string, unknown>; files: { name: string; data: Buffer }[] };

export async function collectDataExport({ db, photos, socialScores }: Deps, user: UserRow): Promise<DataExport> {
  const [photoRows, matchRows, swipeRows, blockRows, reportRows, ratingRows, testimonialRows, paymentRows, scores] =
    await Promise.all([
      photos.photosOf(user.id),
      repo.matchesWithOthers(db, user.id),
      repo.swipesGiven(db, user.id),
      repo.blocksGiven(db, user.id),
      repo.reportsFiled(db, user.id),
      repo.ratingsGiven(db, user.id),
      repo.testimonialsOf(db, user.id),
      repo.paymentsOf(db, user.id),
      socialScores([user.id]),
    ]);
  const [notificationRow, alertRow, mailRows, scamRows, pushSubscriptionRows, pushRows, verification, draft] =
    await Promise.all([
      repo.notificationSettingsOf(db, user.id),
      repo.discoverAlertOf(db, user.id),
      repo.mailsOf(db, user.id),
      repo.scamSignalsOf(db, user.id),
      repo.pushSubscriptionsOf(db, user.id),
      repo.pushesOf(db, user.id),
      repo.verificationOf(db, user.id),
      draftOf(db, user.id),
    ]);
  const messageRows = await repo.messagesOfMatches(
    db,
    matchRows.map((m) => m.match.id),
  );

  // Photo files first: one that vanished from storage is listed without a file rather than failing it all.
  const files: DataExport['files'] = [];
  verification.review?.frames.forEach((frame, i) =>
    files.push({ name: `verification/frame-${i + 1}.jpg`, data: Buffer.from(frame, 'base64') }),
  );
  const photoEntries = [];
  for (const [position, p] of photoRows.entries()) {
    const name = `photos/${position + 1}-${p.id}.${EXTENSIONS[p.contentType] ?? 'bin'}`;
    // The member's own copy, held for review or not (read() serves only photos others may see).
    const stored = await photos.readOwnFile(p.id).catch(() => null);
    if (stored) files.push({ name, data: stored });
    photoEntries.push({
      id: p.id,
      file: stored ? name : null,
      content_type: p.contentType,
      width: p.width,
      height: p.height,
      bytes: p.bytes,
      created_at: iso(p.createdAt),
      // What nudity screening decided and the model's scores (issue 18): automated processing of their data.
      screening: p.screening,
      nudity_score: p.nudityScore,
      sexy_score: p.sexyScore,
    });
  }

  const messagesByMatch = new Map<string, typeof messageRows>();
  for (const m of messageRows) {
    const list = messagesByMatch.get(m.matchId);
    if (list) list.push(m);
    else messagesByMatch.set(m.matchId, [m]);
  }

  const document = {
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      name: user.name,
      display_name: user.displayName,
      age: user.age,
      gender: user.gender,
      location: user.location,
      is_premium: user.isPremium,
      role: user.role,
      language: user.language,
      email_verified_at: iso(user.emailVerifiedAt),
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    },
    profile: {
      bio: user.bio,
      interests: user.interests,
      type_preference: user.typePreference,
      beauty_score: user.beautyScore,
      personality_traits: user.personalityTraits ?? null,
      questionnaire_completed_at: iso(user.questionnaireCompletedAt),
      // What the member said they look for in a partner (issue 34).
      compatibility_preferences: user.compatibilityPreferences,
      relationship_goal: user.relationshipGoal,
    },
    // A first questionnaire being filled in, kept to resume it (decision 052); deleted once completed.
    questionnaire_draft: draft ? { step: draft.step, answers: draft.answers, updated_at: iso(draft.updatedAt) } : null,
    // Meeting preferences and the privacy switch (a paused profile is hidden from discover).
    settings: {
      seeking_genders: user.seekingGenders,
      age_min: user.ageMin,
      age_max: user.ageMax,
      is_paused: user.isPaused,
      // The town (gazetteer id and its centre, never finer) discover measures distances from.
      place: user.placeId !== null ? { id: user.placeId, centre: { lat: user.placeLat, lon: user.placeLon } } : null,
      max_distance_km: user.maxDistanceKm,
      travel:
        user.travelPlaceId !== null
          ? {
              place_id: user.travelPlaceId,
              centre: { lat: user.travelLat, lon: user.travelLon },
              until: iso(user.travelUntil),
            }
          : null,
    },
    hidden_words: user.hiddenWords,
    // Messages the screening flagged that this member confirmed sending: what moderation sees of them.
    flagged_messages_sent: user.flaggedMessagesSent,
    notification_settings: {
      mail: {
        match: notificationRow?.mailMatch ?? true,
        message: notificationRow?.mailMessage ?? true,
        reply_waiting: notificationRow?.mailReplyWaiting ?? true,
        rated: notificationRow?.mailRated ?? true,
      },
      push: {
        match: notificationRow?.pushMatch ?? true,
        message: notificationRow?.pushMessage ?? true,
        reply_waiting: notificationRow?.pushReplyWaiting ?? false,
        rated: notificationRow?.pushRated ?? false,
      },
      message_frequency: notificationRow?.messageFrequency ?? 'each',
    },
    // "Préviens-moi" on the empty deck: the switch and when it was last set.
    discover_alert: alertRow ? { enabled: alertRow.enabled, updated_at: iso(alertRow.updatedAt) } : null,
    push_subscriptions: pushSubscriptionRows.map((s) => ({
      id: s.id,
      endpoint: s.endpoint,
      created_at: iso(s.createdAt),
      last_success_at: iso(s.lastSuccessAt),
    })),
    pushes: pushRows.map((p) => ({
      kind: p.kind,
      status: p.status,
      attempts: p.attempts,
      created_at: iso(p.createdAt),
      sent_at: iso(p.sentAt),
    })),
    mails: mailRows.map((m) => ({
      kind: m.template,
      to: m.to,
      status: m.status,
      attempts: m.attempts,
      created_at: iso(m.createdAt),
      sent_at: iso(m.sentAt),
    })),
    location_verification: {
      declared_location: user.location,
      declared_country: user.declaredCountry,
      declared_coordinates:
        user.declaredLat !== null && user.declaredLon !== null
          ? { lat: user.declaredLat, lon: user.declaredLon }
          : null,
      ip_country: user.ipCountry,
      distance_km: user.locationDistanceKm,
      suspicion_level: user.suspicionLevel,
      checked_at: iso(user.locationCheckedAt),
    },
    payments: paymentRows.map((p) => ({
      reference: p.id,
      provider: p.provider,
      status: p.status,
      payment_status: p.paymentStatus,
      amount_cents: p.amountCents,
      currency: p.currency,
      created_at: iso(p.createdAt),
      paid_at: iso(p.paidAt),
      redeemed_at: iso(p.redeemedAt),
    })),
    photos: photoEntries,
    // Photo verification (issue 18): biometric data. The selfies were never stored; the face descriptor
    // is here while the badge is held, with each challenge and the fingerprints of the selfies sent.
    verification: {
      verified_at: iso(user.verifiedAt),
      face_descriptor: verification.descriptor
        ? {
            model: 'FaceRes (@vladmandic/human), 1024 values',
            values: Array.from(decodeDescriptor(verification.descriptor.descriptor)),
            created_at: iso(verification.descriptor.createdAt),
          }
        : null,
      challenges: verification.challenges.map((c) => ({
        poses: c.poses,
        created_at: iso(c.createdAt),
        expires_at: iso(c.expiresAt),
        used_at: iso(c.usedAt),
      })),
      selfie_fingerprints_sha256: verification.fingerprints.map((f) => ({
        sha256: f.sha256,
        created_at: iso(f.createdAt),
      })),
      // A live sequence waiting for an admin's decision (decision 038): its frames are files of the zip.
      in_review: verification.review
        ? {
            moves: verification.review.moves,
            reason: verification.review.reason,
            created_at: iso(verification.review.createdAt),
            frames: verification.review.frames.map((_, i) => `verification/frame-${i + 1}.jpg`),
          }
        : null,
    },
    matches: matchRows.map(({ match, other }) => ({
      id: match.id,
      created_at: iso(match.createdAt),
      affinity_score: match.affinityScore,
      with: other,
      messages: (messagesByMatch.get(match.id) ?? []).map((m) => ({
        id: m.id,
        from_me: m.senderId === user.id,
        content: m.content,
        created_at: iso(m.createdAt),
        // What the screening found in a message its author confirmed sending (empty for most).
        screening: m.screenCategories,
      })),
    })),
    swipes: swipeRows.map((s) => ({
      user: { id: s.swipedId, name: s.name },
      action: s.action,
      created_at: iso(s.createdAt),
    })),
    blocks: blockRows.map((b) => ({ user: { id: b.blockedId, name: b.name }, created_at: iso(b.createdAt) })),
    reports_filed: reportRows.map((r) => ({
      id: r.id,
      user: { id: r.reportedId, name: r.name },
      reason: r.reason,
      details: r.details,
      // The message the report was about, as it was copied for moderation (null for most).
      message: r.messageContent,
      status: r.status,
      created_at: iso(r.createdAt),
    })),
    // Signals the scam check recorded about my first messages, bio or type sought, as the moderation
    // team sees them.
    scam_signals: scamRows.map((r) => ({
      source: r.source,
      signals: r.signals,
      risk: r.risk,
      content: r.content,
      created_at: iso(r.createdAt),
    })),
    ratings_given: ratingRows.map((r) => ({
      match_id: r.matchId,
      user: { id: r.ratedId, name: r.name },
      confiance: r.confiance,
      serieux: r.serieux,
      generosite: r.generosite,
      comportement: r.comportement,
      communication: r.communication,
      created_at: iso(r.createdAt),
    })),
    // Individual ratings received are never given out, not even to the person rated (decision 006).
    ratings_received: scores.get(user.id) ?? null,
    testimonials: testimonialRows.map((t) => ({
      id: t.id,
      name: t.name,
      age: t.age,
      location: t.location,
      story: t.story,
      rating: t.rating,
      allow_publication: t.allowPublication,
      status: t.status,
      created_at: iso(t.createdAt),
      reviewed_at: iso(t.reviewedAt),
    })),
  };
  return { document, files };
}

/**
 * Streams the export as a ZIP: data.json (compressed) and the photos (stored as is: already compressed).
 * The ZIP library loads on the first export: no other request, and no start-up, pays for it.
 */
export async function zipDataExport({ document, files }: DataExport): Promise<Readable> {
  const { ZipArchive } = await import('archiver');
  const zip = new ZipArchive({ zlib: { level: 6 } });
  zip.append(JSON.stringify(document, null, 2), { name: 'data.json' });
  for (const file of files) zip.append(file.data, { name: file.name, store: true });
  // A failure surfaces as the stream's 'error' event, which ends the response; nothing to add here.
  zip.finalize().catch(() => undefined);
  return zip;
}
