// How demo members behave, so a first visitor sees the whole product: a demo member likes back the
// people their own simulated tastes approve of, and answers the first message of a match once, in
// their language, with a short reply built from their profile that says plainly it is a demo.
import { createHash } from 'node:crypto';
import type { Interest } from '@affinia/contract';
import { satisfaction, type MatchProfile } from '@affinia/matching';
import type { UserRow } from '../../db/schema.js';
import { mutuallyEligible, type LikingMember } from '../matching/profiles.js';
import { andWord, demoLanguageOf, interestNoun } from '@affinia/demo';

/** The least and the most a demo member asks of someone (one-sided satisfaction, 0–1). */
const PICKINESS_MIN = 0.55;
const PICKINESS_MAX = 0.7;

/** Each demo member's own bar, fixed for the account: some are easy to please, others are not. */
export function pickinessOf(userId: string): number {
  const byte = createHash('sha256').update(`demo-pickiness:${userId}`).digest()[0] ?? 0;
  return PICKINESS_MIN + (PICKINESS_MAX - PICKINESS_MIN) * (byte / 255);
}

/**
 * Whether a demo member likes back someone who liked them: the pair must suit both sides' stated
 * preferences (genders sought, age range), and the demo member's own satisfaction with the other
 * person — computed by the matching engine from the demo member's generated questionnaire — must
 * reach that member's bar.
 */
export function demoLikesBack(
  demo: LikingMember,
  demoProfile: MatchProfile,
  liker: LikingMember,
  likerProfile: MatchProfile,
): boolean {
  if (!demo.simulated || liker.simulated) return false;
  if (!mutuallyEligible(demo, liker)) return false;
  return satisfaction(demoProfile, likerProfile).total >= pickinessOf(demo.id);
}

const cityOf = (location: string) => location.split(',')[0]?.trim() || location;

/**
 * The one reply a demo member sends: a greeting, who they are (first name, age, city), what they
 * like — shared interests first — and a last line saying it is an automatic demo reply.
 */
export function demoReplyText(demo: UserRow, sender: Pick<UserRow, 'displayName' | 'interests'>): string {
  const lang = demoLanguageOf(demo.location);
  const shared = demo.interests.filter((i) => sender.interests.includes(i));
  const liked = (shared.length > 0 ? shared : demo.interests)
    .slice(0, 2)
    .map((i) => interestNoun(lang, i as Interest) ?? i);
  const them = sender.displayName;
  const me = demo.displayName;
  const city = cityOf(demo.location);
  const likes = liked.join(` ${andWord(lang)} `);
  switch (lang) {
    case 'es':
      return (
        `¡Hola ${them}! Gracias por tu mensaje. Soy ${me}, ${demo.age} años, de ${city}. ` +
        `${shared.length > 0 ? `Veo que también te gusta ${likes}.` : `Me encanta ${likes}.`}\n` +
        '(Respuesta automática de un perfil de demostración.)'
      );
    case 'de':
      return (
        `Hallo ${them}! Danke für deine Nachricht. Ich bin ${me}, ${demo.age}, aus ${city}. ` +
        `${shared.length > 0 ? `Du magst also auch ${likes}?` : `Ich mag ${likes}.`}\n` +
        '(Automatische Antwort eines Demoprofils.)'
      );
    default:
      return (
        `Bonjour ${them} ! Merci pour ton message. Moi c'est ${me}, ${demo.age} ans, je vis à ${city}. ` +
        `${shared.length > 0 ? `Toi aussi tu aimes ${likes} ?` : `J'adore ${likes}.`}\n` +
        "(Réponse automatique d'un profil de démonstration.)"
      );
  }
}
