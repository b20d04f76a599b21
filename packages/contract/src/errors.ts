// The API's error catalogue (issue 14): each error has a stable `code` (what clients key on), its usual
// HTTP status and a French template whose named `{{parameters}}` are filled from the constants it quotes
// (or the running configuration, for the free places). Filled with the defaults, every template is the
// spec's exact French, so `detail` keeps the spec's contract; the web translates `code` with `params`.
// Templates use i18next's `{{name}}` syntax so the web's French locale can be checked against them.
import {
  FREE_SIGNUP_LIMIT,
  MODERATION_STATEMENT_MIN,
  HIDDEN_WORDS_MAX,
  MAX_PHOTOS,
  MESSAGE_MAX_LENGTH,
  MIN_AGE,
  MIN_INTERESTS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PREFERRED_AGE_MAX,
  PREMIUM_PRICE_USD,
  RATING_MAX,
  RATING_MIN,
  TESTIMONIAL_MAX_AGE,
  TESTIMONIAL_MIN_AGE,
  TESTIMONIAL_STORY_MAX,
  TESTIMONIAL_STORY_MIN,
  TRAVEL_MAX_DAYS,
  VERIFICATION_CHALLENGE_SECONDS,
  VERIFICATION_FRAMES_MAX,
  VERIFICATION_FRAMES_MIN,
  YOUR_TURN_LIMIT_DEFAULT,
  formatPriceUsd,
} from './constants.js';

export type ErrorParams = Record<string, string | number>;
/**
 * A template whose number changes its words (the free places an operator sets: "Les 2 inscriptions…",
 * "La place gratuite…"): `fr` is the plural, these the forms for 1 and 0 of the parameter `count`
 * names. The web's locales hold them as i18next plurals (`code_zero`, `code_one`, `code_other`).
 */
type PluralForms = { count: string; zero: string; one: string };
type ErrorDefinition = { status: number; fr: string; defaults?: ErrorParams; plural?: PluralForms };

const e = (status: number, fr: string, defaults?: ErrorParams, plural?: PluralForms): ErrorDefinition => ({
  status,
  fr,
  ...(defaults ? { defaults } : {}),
  ...(plural ? { plural } : {}),
});

// A 429's template says what happened, not when to come back: the API's detail ends with that from its
// Retry-After (retrySentenceFr), and the web says it in the reader's language.
export const ERRORS = {
  // Requests in general.
  genericError: e(500, 'Une erreur est survenue'),
  requiredFields: e(400, 'Veuillez remplir tous les champs obligatoires'),
  invalidJson: e(400, 'Le corps de la requête n’est pas un JSON valide'),
  unsupportedMediaType: e(415, 'Type de contenu non pris en charge'),
  bodyTooLarge: e(413, 'Requête trop volumineuse'),
  multipartInvalid: e(400, 'Formulaire mal formé'),
  fileNotAccepted: e(400, 'Cette requête n’accepte pas de fichier'),
  unknownField: e(400, 'Champ inconnu : {{field}}'),
  missingField: e(400, 'Le champ « {{field}} » est obligatoire'),
  invalidField: e(400, 'Le champ « {{field}} » est invalide'),
  controlCharacters: e(400, 'Le champ « {{field}} » contient des caractères de contrôle non autorisés'),
  tooLong: e(400, 'Le champ « {{field}} » ne peut pas dépasser {{max}} caractères'),
  tooManyRequests: e(429, 'Trop de requêtes.'),
  notAuthenticated: e(401, 'Authentification requise'),
  invalidToken: e(401, 'Session invalide ou expirée, veuillez vous reconnecter'),
  forbidden: e(403, 'Accès refusé'),
  notFound: e(404, 'Ressource introuvable'),
  serviceUnavailable: e(503, 'Service temporairement indisponible'),
  // Sign-up and sign-in (spec section 5).
  underage: e(400, 'Vous devez avoir au moins {{min}} ans pour vous inscrire', { min: MIN_AGE }),
  termsNotAccepted: e(400, 'Vous devez accepter les conditions générales'),
  ageNotInteger: e(400, 'L’âge doit être un nombre entier'),
  ageTooHigh: e(400, 'Veuillez indiquer un âge valide'),
  invalidGender: e(400, 'Le genre doit être « homme », « femme » ou « non_binaire »'),
  invalidEmail: e(400, 'Adresse e-mail invalide'),
  passwordTooShort: e(400, 'Le mot de passe doit contenir au moins {{min}} caractères', { min: PASSWORD_MIN_LENGTH }),
  passwordTooLong: e(400, 'Le mot de passe ne peut pas dépasser {{max}} caractères', { max: PASSWORD_MAX_LENGTH }),
  passwordCommon: e(400, 'Ce mot de passe est trop courant, choisissez-en un autre'),
  passwordContainsEmail: e(400, 'Le mot de passe ne doit pas contenir votre adresse e-mail'),
  emailTaken: e(409, 'Un compte existe déjà avec cette adresse e-mail'),
  freeTierFull: e(
    402,
    'Les {{limit}} inscriptions gratuites ont été atteintes. Une inscription Premium ({{price}}, paiement unique) est nécessaire pour créer votre compte.',
    { limit: FREE_SIGNUP_LIMIT, price: formatPriceUsd(PREMIUM_PRICE_USD, 'fr') },
    {
      count: 'limit',
      zero: 'Aucune inscription gratuite n’est proposée. Une inscription Premium ({{price}}, paiement unique) est nécessaire pour créer votre compte.',
      one: 'La place gratuite a été attribuée. Une inscription Premium ({{price}}, paiement unique) est nécessaire pour créer votre compte.',
    },
  ),
  invalidCredentials: e(401, 'E-mail ou mot de passe incorrect'),
  tooManyLoginAttempts: e(429, 'Trop de tentatives de connexion.'),
  userNotFound: e(404, 'Utilisateur introuvable'),
  // The address check while typing (answers `valid: false` with one of these).
  emailInvalidSyntax: e(400, 'Format d’adresse e-mail invalide'),
  emailAlreadyRegistered: e(409, 'Cette adresse e-mail est déjà utilisée'),
  emailDisposable: e(400, 'Les adresses e-mail jetables ne sont pas acceptées'),
  emailTypo: e(400, 'Vouliez-vous dire {{suggestion}} ?'),
  // Questionnaire and profile.
  minInterests: e(400, 'Veuillez sélectionner au moins {{min}} intérêts', { min: MIN_INTERESTS }),
  unknownInterest: e(400, 'Intérêt inconnu : {{value}}'),
  duplicateInterest: e(400, 'Chaque intérêt ne peut être choisi qu’une seule fois'),
  sliderRange: e(400, 'Les valeurs de personnalité doivent être des nombres entiers entre 0 et 100'),
  answerAllQuestions: e(400, 'Veuillez répondre à toutes les questions de compatibilité'),
  invalidAnswer: e(400, 'Réponse invalide à la question « {{question}} »'),
  acceptedAnswersEmpty: e(400, 'Choisissez au moins une réponse acceptée pour la question « {{question}} »'),
  invalidImportance: e(
    400,
    'Importance invalide pour la question « {{question}} » : little, somewhat, very ou mandatory',
  ),
  invalidRelationshipGoal: e(400, 'Intention invalide : serious, casual ou unsure'),
  seekingAtLeastOne: e(400, 'Choisissez au moins un genre recherché'),
  ageRangeInvalid: e(
    400,
    'La tranche d’âge recherchée doit être comprise entre {{min}} et {{max}} ans, du plus jeune au plus âgé',
    { min: MIN_AGE, max: PREFERRED_AGE_MAX },
  ),
  profileNotFound: e(404, 'Erreur de chargement du profil'),
  // Photos.
  photoMissing: e(400, 'Veuillez sélectionner une image'),
  photoEmpty: e(400, 'Le fichier est vide'),
  photoInvalid: e(400, 'Ce fichier n’est pas une image valide (JPEG, PNG, WebP, AVIF ou GIF)'),
  photoTooLarge: e(413, 'L’image ne doit pas dépasser 10 Mo'),
  photoTooManyPixels: e(413, 'L’image est trop grande (25 mégapixels au maximum)'),
  photoDepthUnsupported: e(
    400,
    'Les images de plus de 8 bits par couleur ne sont pas acceptées : enregistrez-la en JPEG',
  ),
  tooManyPhotoUploads: e(429, 'Vous envoyez des photos trop vite.'),
  photoProcessingBusy: e(503, 'Trop de photos sont en cours de traitement. Veuillez réessayer dans quelques secondes.'),
  photoRefusedNudity: e(
    422,
    'Cette photo semble contenir de la nudité : elle ne peut pas être publiée. Choisissez une autre photo.',
  ),
  // Photo verification (issue 18, part 1).
  verificationDisabled: e(404, 'La vérification des profils n’est pas proposée sur ce site'),
  verificationConsentRequired: e(
    400,
    'Pour vérifier votre profil, acceptez d’abord le traitement de vos selfies et de votre visage',
  ),
  verificationNeedsPhoto: e(409, 'Ajoutez d’abord une photo de profil où l’on voit votre visage'),
  verificationChallengeNotFound: e(404, 'Ce défi de vérification n’existe pas : recommencez'),
  verificationChallengeExpired: e(410, 'Le temps est écoulé ({{seconds}} s) : recommencez la vérification', {
    seconds: VERIFICATION_CHALLENGE_SECONDS,
  }),
  verificationFramesMissing: e(400, 'Envoyez entre {{min}} et {{max}} images de la caméra', {
    min: VERIFICATION_FRAMES_MIN,
    max: VERIFICATION_FRAMES_MAX,
  }),
  verificationNoFace: e(
    422,
    'Votre visage n’est pas sur toutes les images : gardez-le dans le cadre du début à la fin',
  ),
  verificationSeveralFaces: e(422, 'Plusieurs visages apparaissent : vous devez être seul(e) devant la caméra'),
  verificationMovesNotMade: e(
    422,
    'Les mouvements demandés n’ont pas été faits, ou pas dans l’ordre : recommencez en suivant les consignes',
  ),
  verificationNotContinuous: e(
    422,
    'Les images ne montrent pas un mouvement continu : filmez-vous en direct, sans interruption',
  ),
  verificationCopiedFrames: e(
    422,
    'Les images sont des copies d’une même photo ou d’une photo de votre profil : la vérification se fait en direct devant la caméra',
  ),
  verificationNotLive: e(
    422,
    'Les images ne semblent pas prises en direct : utilisez la caméra, sans photo d’écran ni d’impression',
  ),
  verificationFramesReused: e(422, 'Ces images ont déjà été envoyées : recommencez la vérification'),
  verificationInReview: e(409, 'Votre vérification est en cours d’examen : vous aurez la réponse bientôt'),
  verificationReviewNotFound: e(404, 'Cette vérification n’attend plus de décision'),
  verificationNotSamePerson: e(422, 'Les images ne montrent pas toutes la même personne'),
  verificationFaceMismatch: e(422, 'Votre visage ne correspond pas à celui de vos photos de profil'),
  verificationBusy: e(
    503,
    'La vérification est très demandée en ce moment. Veuillez réessayer dans quelques secondes.',
  ),
  tooManyVerifications: e(429, 'Trop de tentatives de vérification.'),
  photoLimit: e(409, 'Vous pouvez ajouter {{max}} photos au maximum', { max: MAX_PHOTOS }),
  photoNotFound: e(404, 'Photo introuvable'),
  photoWidthInvalid: e(400, 'Largeur de photo non proposée (320, 640 ou 960)'),
  photoOrderInvalid: e(400, 'Indiquez chacune de vos photos une fois, dans l’ordre voulu'),
  // Chat.
  messageEmpty: e(400, 'Le message ne peut pas être vide'),
  messageTooLong: e(400, 'Le message ne peut pas dépasser {{max}} caractères', { max: MESSAGE_MAX_LENGTH }),
  tooManyMessages: e(429, 'Vous envoyez des messages trop vite.'),
  matchNotFound: e(404, 'Conversation introuvable'),
  messageNeedsConfirmation: e(422, 'Ce message pourrait blesser son destinataire : modifiez-le ou confirmez son envoi'),
  messageNotFound: e(404, 'Message introuvable'),
  idempotencyKeyReused: e(422, 'Cette clé d’idempotence a déjà servi pour un autre message'),
  profileTextNeedsConfirmation: e(
    422,
    'Votre texte pourrait blesser les membres qui le liront : modifiez-le ou confirmez son enregistrement',
  ),
  // A name is shown on every card: nothing in it may need a confirmation, nor carry a phone number or a link.
  displayNameRefused: e(422, 'Ce prénom ne peut pas être affiché : choisissez un prénom sans insulte, numéro ni lien'),
  hiddenWordsLimit: e(400, 'Vous pouvez masquer {{max}} mots au maximum', { max: HIDDEN_WORDS_MAX }),
  // Ratings and safety.
  rateAllCriteria: e(400, 'Veuillez noter tous les critères'),
  ratingRange: e(400, 'Chaque critère se note de {{min}} à {{max}} étoiles', { min: RATING_MIN, max: RATING_MAX }),
  ratingNotAllowed: e(403, 'Vous ne pouvez noter que les personnes avec qui vous avez un match'),
  // Decision 049: a rating needs a conversation, so nobody can match, rate and leave.
  ratingNeedsConversation: e(403, 'Vous pourrez noter ce profil une fois que vous vous serez écrit tous les deux'),
  alreadyRated: e(409, 'Vous avez déjà noté ce profil pour ce match'),
  cannotTargetSelf: e(400, 'Cette action n’est pas possible sur votre propre profil'),
  invalidReportReason: e(400, 'Veuillez choisir un motif de signalement'),
  moderationStatementTooShort: e(400, 'Expliquez la décision en {{min}} caractères au moins', {
    min: MODERATION_STATEMENT_MIN,
  }),
  accountSuspended: e(
    403,
    'Votre compte est suspendu jusqu’au {{until}} par l’équipe de modération. Motif : {{statement}}',
  ),
  accountBanned: e(403, 'Votre compte a été fermé par l’équipe de modération. Motif : {{statement}}'),
  tooManyReports: e(429, 'Trop de signalements envoyés.'),
  // Payments.
  paymentOriginRefused: e(400, 'Adresse de retour refusée : le paiement doit revenir sur le site Affinia'),
  paymentSessionNotFound: e(404, 'Session de paiement introuvable'),
  paymentProviderUnavailable: e(502, 'Le service de paiement est momentanément indisponible. Veuillez réessayer.'),
  paymentSessionExpired: e(402, 'Session de paiement expirée : veuillez effectuer un nouveau paiement.'),
  paymentNotCompleted: e(402, 'Le paiement de cette session n’a pas été effectué : veuillez finaliser le paiement.'),
  paymentAlreadyRedeemed: e(402, 'Ce paiement a déjà été utilisé pour créer un compte.'),
  paymentCreditExpired: e(
    402,
    'Ce paiement date de plus de {{days}} jours et ne peut plus servir à créer un compte. Contactez le support.',
  ),
  webhookSignatureInvalid: e(400, 'Signature du webhook invalide'),
  // Testimonials (spec section 5, in its order) and admin.
  testimonialAgeRange: e(400, "L'âge doit être entre {{min}} et {{max}} ans", {
    min: TESTIMONIAL_MIN_AGE,
    max: TESTIMONIAL_MAX_AGE,
  }),
  testimonialStoryTooShort: e(400, 'Votre histoire doit contenir au moins {{min}} caractères', {
    min: TESTIMONIAL_STORY_MIN,
  }),
  testimonialStoryTooLong: e(400, 'Votre histoire ne peut pas dépasser {{max}} caractères', {
    max: TESTIMONIAL_STORY_MAX,
  }),
  testimonialRatingRequired: e(400, 'Veuillez donner une note'),
  testimonialRatingRange: e(400, 'La note doit être un nombre entier d’étoiles entre {{min}} et {{max}}', {
    min: RATING_MIN,
    max: RATING_MAX,
  }),
  tooManyTestimonials: e(429, 'Vous avez envoyé plusieurs témoignages récemment.'),
  testimonialNotFound: e(404, 'Témoignage introuvable'),
  reportNotFound: e(404, 'Signalement introuvable'),
  adminOnly: e(403, 'Accès réservé aux administrateurs'),
  adminCannotDeleteSelf: e(409, 'Vous ne pouvez pas supprimer votre propre compte depuis l’administration'),
  // Discover, swipe and matches.
  questionnaireRequired: e(403, 'Complétez le questionnaire pour découvrir des profils compatibles'),
  invalidProfileId: e(400, 'Identifiant de profil invalide'),
  invalidSwipeAction: e(400, 'L’action doit être « like » ou « dislike »'),
  cannotSwipeSelf: e(400, 'Vous ne pouvez pas swiper votre propre profil'),
  alreadySwiped: e(409, 'Vous avez déjà répondu à ce profil'),
  yourTurnLimitReached: e(
    409,
    'Vous avez {{limit}} conversations qui attendent votre réponse : répondez-y avant de liker de nouveaux profils',
    { limit: YOUR_TURN_LIMIT_DEFAULT },
  ),
  // Decision 049: a paused profile is hidden, so it does not like anyone either (a pass still goes through).
  profilePaused: e(409, 'Votre profil est en pause : réactivez-le pour aimer de nouveaux profils'),
  // Places and distances (issue 15).
  placeNotFound: e(400, 'Lieu introuvable : choisissez une ville dans la liste'),
  maxDistanceInvalid: e(400, 'La distance maximale doit être 5, 10, 25, 50, 100, 200 ou 500 km, ou sans limite'),
  travelDaysInvalid: e(400, 'Le mode voyage dure de 1 à {{max}} jours', { max: TRAVEL_MAX_DAYS }),
  tooManyPlaceChanges: e(429, 'Vous avez changé de lieu trop souvent ces dernières 24 heures.'),
  tooManyPlaceSearches: e(429, 'Trop de recherches de lieux.'),
  // Addresses, passwords and notification mails (issue 16).
  linkInvalid: e(400, 'Ce lien est invalide, a expiré ou a déjà servi. Demandez-en un nouveau.'),
  currentPasswordWrong: e(400, 'Mot de passe actuel incorrect'),
  passwordWrong: e(400, 'Mot de passe incorrect'),
  passwordUnchanged: e(400, 'Le nouveau mot de passe doit être différent de l’actuel'),
  emailAlreadyVerified: e(409, 'Votre adresse e-mail est déjà confirmée'),
  sameEmail: e(400, 'C’est déjà l’adresse de votre compte'),
  tooManyMails: e(429, 'Trop d’e-mails demandés.'),
  unsubscribeInvalid: e(400, 'Lien de désinscription invalide'),
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** The body of every error answer: the French `detail` (the spec's), and what a client translates. */
export type ApiErrorBody = { detail: string; code: ErrorCode; params?: ErrorParams };

/** Fills `{{name}}` placeholders; an unknown one stays as written (so a test sees it). */
export function fillTemplate(template: string, params: ErrorParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The parameters an error is shown with: its constants' defaults, overridden by the ones given. */
export function errorParams(code: ErrorCode, params: ErrorParams = {}): ErrorParams {
  const defaults: ErrorParams | undefined = (ERRORS[code] as ErrorDefinition).defaults;
  return { ...defaults, ...params };
}

/** Every French form of an error's template: the plural's forms when it has them, else the one. */
export function errorForms(code: ErrorCode): { key: string; fr: string }[] {
  const { fr, plural } = ERRORS[code] as ErrorDefinition;
  if (!plural) return [{ key: code, fr }];
  return [
    { key: `${code}_zero`, fr: plural.zero },
    { key: `${code}_one`, fr: plural.one },
    { key: `${code}_other`, fr },
  ];
}

/** The French template for these parameters: 0 and 1 of a plural's count have their own words. */
function templateFor(code: ErrorCode, params: ErrorParams): string {
  const { fr, plural } = ERRORS[code] as ErrorDefinition;
  const n = plural ? params[plural.count] : undefined;
  if (!plural || typeof n !== 'number') return fr;
  return n === 0 ? plural.zero : n === 1 ? plural.one : fr;
}

/** The French `detail` of an error. */
export function errorDetail(code: ErrorCode, params: ErrorParams = {}): string {
  const filled = errorParams(code, params);
  return fillTemplate(templateFor(code, filled), filled);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as an anchored pattern with one named group per parameter, most specific first. */
const PATTERNS = ERROR_CODES.flatMap((code) => errorForms(code).map(({ fr }) => ({ code, fr })))
  .map(({ code, fr }) => {
    const names: string[] = [];
    const source = fr
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { code, names, pattern: new RegExp(`^${source}$`, 's') };
  })
  .sort((a, b) => a.names.length - b.names.length);

/**
 * The code and parameters of a French detail produced from this catalogue — how a schema's validation
 * message (zod carries text) becomes a code. Exact: templates are anchored and literal but for their
 * parameters; a text that no template produces has no code.
 */
export function identifyError(detail: string): { code: ErrorCode; params: ErrorParams } | null {
  for (const { code, names, pattern } of PATTERNS) {
    const found = pattern.exec(detail);
    if (!found) continue;
    const params: ErrorParams = {};
    names.forEach((name, i) => {
      const value = found[i + 1]!;
      params[name] = /^\d+$/.test(value) ? Number(value) : value;
    });
    return { code, params };
  }
  return null;
}
