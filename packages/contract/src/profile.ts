// Questionnaire and profile payloads (spec sections 2 Questionnaire/Dashboard, 3, 5, 7).
import { PREFERRED_AGE_MAX } from './constants.js';
import { z } from './zod.js';
import {
  BEAUTY_SCORE_DEFAULT,
  GENDERS,
  INTERESTS,
  MAX_AGE,
  MAX_PHOTOS,
  MIN_AGE,
  MIN_INTERESTS,
  PREFERENCE_IMPORTANCES,
  RELATIONSHIP_GOALS,
  SLIDER_MAX,
  SLIDER_MIN,
  type CompatibilityQuestion,
} from './constants.js';
import { MSG } from './messages.js';
import { textField } from './text.js';
import { displayNameSchema } from './display-name.js';
import { objectError } from './object-errors.js';
import { locationChangeFields, maxDistanceSchema, placeSettingsViewSchema, travelSchema } from './places.js';

/** The four option ids of each compatibility question; their wording lives in the web app's i18n. */
export const QUESTION_OPTIONS = {
  weekend: ['outdoors', 'cozy', 'friends', 'culture'],
  conflict: ['talk_now', 'cool_down', 'compromise', 'humour'],
  future: ['family', 'career', 'travel', 'stability'],
  communication: ['constant', 'daily', 'quality', 'space'],
  lifestyle: ['active', 'balanced', 'calm', 'nightlife'],
  values: ['honesty', 'loyalty', 'freedom', 'ambition'],
  expression: ['words', 'touch', 'time', 'acts'],
  social_life: ['homebody', 'small_circle', 'outgoing', 'very_social'],
} as const satisfies Record<CompatibilityQuestion, readonly [string, string, string, string]>;
export type QuestionOption<Q extends CompatibilityQuestion> = (typeof QUESTION_OPTIONS)[Q][number];

/** Bios past ~1000 characters stop being read; our blog recommends 300–500. */
export const BIO_MAX_LENGTH = 1000;
export const TYPE_PREFERENCE_MAX_LENGTH = 300;
/**
 * The narrower copies a photo is served at (`GET /api/profile/photos/{id}?w=640`), for `srcset`: a
 * phone downloads a card-sized picture instead of the 1600 px original. A fixed list, so nobody can
 * make the server resize to arbitrary sizes.
 */
/** Where a photo is served (GET /api/profile/photos/{id}): its unguessable id, usable as an <img> src. */
export const photoUrl = (photoId: string) => `/api/profile/photos/${encodeURIComponent(photoId)}`;
export const PHOTO_WIDTHS = [320, 640, 960] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** The longest side of a stored photo (the re-encoded original). */
export const PHOTO_MAX_SIDE = 1600;

const slider = z
  .number({ error: MSG.sliderRange })
  .int(MSG.sliderRange)
  .min(SLIDER_MIN, MSG.sliderRange)
  .max(SLIDER_MAX, MSG.sliderRange);

const answer = <Q extends CompatibilityQuestion>(q: Q) =>
  z.enum(QUESTION_OPTIONS[q] as (typeof QUESTION_OPTIONS)[Q], {
    error: (issue) => (issue.input === undefined ? MSG.answerAllQuestions : MSG.invalidAnswer(q)),
  });

/** A nested object: a wrong type names the field, unknown keys are listed. */
const objectOf = (field: string) => (issue: { code: string; keys?: string[] }) =>
  issue.code === 'invalid_type' ? MSG.invalidField(field) : objectError(issue);

export const compatibilityAnswersSchema = z.strictObject(
  {
    weekend: answer('weekend'),
    conflict: answer('conflict'),
    future: answer('future'),
    communication: answer('communication'),
    lifestyle: answer('lifestyle'),
    values: answer('values'),
    expression: answer('expression'),
    social_life: answer('social_life'),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? MSG.answerAllQuestions : objectError(issue)) },
);
export type CompatibilityAnswers = z.infer<typeof compatibilityAnswersSchema>;

/**
 * Issue 34: on a question, the partner's answers a member accepts and how much that matters. Every
 * question optional: a member states what they care about, nothing else.
 */
const questionPreference = <Q extends CompatibilityQuestion>(q: Q) =>
  z.strictObject(
    {
      accepted: z
        .array(answer(q), { error: MSG.acceptedAnswersEmpty(q) })
        .min(1, MSG.acceptedAnswersEmpty(q))
        .refine((list) => new Set(list).size === list.length, MSG.invalidAnswer(q)),
      importance: z.enum(PREFERENCE_IMPORTANCES, { error: MSG.invalidImportance(q) }),
    },
    { error: objectOf(`compatibility_preferences.${q}`) },
  );

export const compatibilityPreferencesSchema = z.strictObject(
  {
    weekend: questionPreference('weekend').optional(),
    conflict: questionPreference('conflict').optional(),
    future: questionPreference('future').optional(),
    communication: questionPreference('communication').optional(),
    lifestyle: questionPreference('lifestyle').optional(),
    values: questionPreference('values').optional(),
    expression: questionPreference('expression').optional(),
    social_life: questionPreference('social_life').optional(),
  },
  { error: objectOf('compatibility_preferences') },
);
export type CompatibilityPreferences = z.infer<typeof compatibilityPreferencesSchema>;
export type QuestionPreference = NonNullable<CompatibilityPreferences[CompatibilityQuestion]>;

/** A relationship intention, or null to withdraw it. */
export const relationshipGoalSchema = z.enum(RELATIONSHIP_GOALS, { error: MSG.invalidRelationshipGoal }).nullable();

/**
 * The two stated-preference fields (issue 34), optional wherever the profile is edited (`PUT
 * /api/profile/me`, `PATCH /api/profile/settings`): left out, what is stored stays; `{}` and `null` clear.
 */
export const statedPreferenceFields = {
  compatibility_preferences: compatibilityPreferencesSchema.optional(),
  relationship_goal: relationshipGoalSchema.optional(),
};

export const personalityTraitsInputSchema = z.strictObject(
  {
    extraversion: slider,
    aventure: slider,
    emotion: slider,
    planification: slider,
    social: slider,
    compatibility_answers: compatibilityAnswersSchema,
  },
  { error: objectError },
);

export const interestsSchema = z
  .array(z.enum(INTERESTS, { error: (issue) => MSG.unknownInterest(String(issue.input)) }), {
    error: MSG.minInterests,
  })
  .min(MIN_INTERESTS, MSG.minInterests)
  .refine((list) => new Set(list).size === list.length, MSG.duplicateInterest);

const gendersSoughtSchema = z
  .array(z.enum(GENDERS, { error: MSG.invalidGender }), { error: MSG.invalidField('seeking_genders') })
  .min(1, MSG.seekingAtLeastOne)
  .refine((list) => new Set(list).size === list.length, MSG.invalidField('seeking_genders'));

const preferredAge = (field: string) =>
  z
    .number({ error: MSG.invalidField(field) })
    .int(MSG.invalidField(field))
    .min(MIN_AGE, MSG.ageRangeInvalid)
    .max(PREFERRED_AGE_MAX, MSG.ageRangeInvalid);

const ageRangeIsOrdered = (v: { age_min?: number; age_max?: number }) =>
  v.age_min === undefined || v.age_max === undefined || v.age_min <= v.age_max;

const text = (field: string, max: number) =>
  textField(field, { multiLine: true, error: MSG.invalidField(field) })
    .trim()
    .max(max, MSG.tooLong(field, max));

/** PUT /api/profile/me: what the questionnaire saves (spec section 7), plus optional preferences. */
export const profileUpdateSchema = z
  .strictObject(
    {
      interests: interestsSchema,
      personality_traits: personalityTraitsInputSchema,
      bio: text('bio', BIO_MAX_LENGTH).default(''),
      type_preference: text('type_preference', TYPE_PREFERENCE_MAX_LENGTH).default(''),
      /**
       * Saves a bio or type sought that the screening flagged (issue 31): without it such a text is
       * refused with `profileTextNeedsConfirmation` (422), as chat asks "Es-tu sûr(e) ?".
       */
      confirm: z.boolean({ error: MSG.invalidField('confirm') }).optional(),
      beauty_score: z
        .number({ error: MSG.invalidField('beauty_score') })
        .int(MSG.invalidField('beauty_score'))
        .min(0, MSG.invalidField('beauty_score'))
        .max(100, MSG.invalidField('beauty_score'))
        .default(BEAUTY_SCORE_DEFAULT),
      seeking_genders: gendersSoughtSchema.optional(),
      age_min: preferredAge('age_min').optional(),
      age_max: preferredAge('age_max').optional(),
      /** Step 4 also sets where the member is and how far they would go (issue 15). */
      max_distance_km: maxDistanceSchema.optional(),
      ...locationChangeFields,
      ...statedPreferenceFields,
    },
    { error: objectError },
  )
  .refine(ageRangeIsOrdered, MSG.ageRangeInvalid);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** PATCH /api/profile/settings: preferences and privacy, editable from the dashboard. */
export const profileSettingsSchema = z
  .strictObject(
    {
      seeking_genders: gendersSoughtSchema.optional(),
      age_min: preferredAge('age_min').optional(),
      age_max: preferredAge('age_max').optional(),
      is_paused: z.boolean({ error: MSG.invalidField('is_paused') }).optional(),
      max_distance_km: maxDistanceSchema.optional(),
      ...locationChangeFields,
      /** Travel mode: a temporary place discover uses instead of home, or null to end it. */
      travel: travelSchema.optional(),
      /** Discover shows only members with the verified badge ("profils vérifiés uniquement"). */
      verified_only: z.boolean({ error: MSG.invalidField('verified_only') }).optional(),
      /** Added (issue 33): the name other members see (decision 040). */
      display_name: displayNameSchema.optional(),
      ...statedPreferenceFields,
    },
    { error: objectError },
  )
  .refine(ageRangeIsOrdered, MSG.ageRangeInvalid);
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** The signed-in user's own settings, returned inside the profile. */
export const profileSettingsViewSchema = z.object({
  seeking_genders: z.array(z.enum(GENDERS)),
  age_min: z.number().int(),
  age_max: z.number().int(),
  is_paused: z.boolean(),
  questionnaire_completed: z.boolean(),
  verified_only: z.boolean(),
  ...placeSettingsViewSchema.shape,
  /** Added (issue 34): the partner's answers accepted per question, and how much each matters. */
  compatibility_preferences: compatibilityPreferencesSchema,
  /** Added (issue 34): what the member is looking for, or null when they have not said. */
  relationship_goal: z.enum(RELATIONSHIP_GOALS).nullable(),
});

/**
 * Issue 18: a new photo is screened for nudity before anyone else sees it. 'held' waits for the
 * admin's review and is shown to nobody (its owner sees that it is waiting).
 */
export const PHOTO_SCREENINGS = ['visible', 'held'] as const;
export type PhotoScreening = (typeof PHOTO_SCREENINGS)[number];

export const photoUploadResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  photos: z.array(z.string()),
  /** Added (issue 18): whether the new photo is shown or waits for review. */
  screening: z.enum(PHOTO_SCREENINGS),
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

/**
 * `PUT /api/profile/photos/order` (issue 35 item 4): all my photos, each once, in the order I want; the
 * first is my main photo, the one a card opens on. The answer is the new order.
 */
const orderError = { error: MSG.photoOrderInvalid };
export const photoOrderSchema = z.strictObject(
  {
    photos: z
      .array(z.string(orderError).max(64, orderError), orderError)
      .min(1, orderError)
      .max(MAX_PHOTOS, orderError),
  },
  { error: objectError },
);
export type PhotoOrder = z.infer<typeof photoOrderSchema>;
export const photoListSchema = z.object({ photos: z.array(z.string()) });

/** Ages a person may set for themselves; kept beside the preference bounds for the forms. */
export const PROFILE_AGE_BOUNDS = { min: MIN_AGE, max: MAX_AGE } as const;

/**
 * The questionnaire's four steps (spec section 2), and a first questionnaire kept while it is filled in
 * (issue 35 item 3, decision 052): `PUT /api/profile/questionnaire-draft` after every step and change,
 * `GET` to resume at the step reached, on reload, after back or on another device. Every field is
 * optional and checked as the final save checks it, only what a half-filled form cannot hold yet is
 * allowed (fewer than 3 interests, unanswered questions, no gender sought); the final save is still
 * `PUT /api/profile/me`, which clears the draft.
 */
export const QUESTIONNAIRE_STEP_COUNT = 4;

const questionnaireStepSchema = z
  .number({ error: MSG.invalidField('step') })
  .int(MSG.invalidField('step'))
  .min(1, MSG.invalidField('step'))
  .max(QUESTIONNAIRE_STEP_COUNT, MSG.invalidField('step'));

const draftSlider = slider.optional();

export const questionnaireDraftAnswersSchema = z.strictObject(
  {
    interests: z
      .array(z.enum(INTERESTS, { error: (issue) => MSG.unknownInterest(String(issue.input)) }), {
        error: MSG.invalidField('interests'),
      })
      .refine((list) => new Set(list).size === list.length, MSG.duplicateInterest)
      .optional(),
    personality_traits: z
      .strictObject(
        {
          extraversion: draftSlider,
          aventure: draftSlider,
          emotion: draftSlider,
          planification: draftSlider,
          social: draftSlider,
          compatibility_answers: z
            .strictObject(
              {
                weekend: answer('weekend').optional(),
                conflict: answer('conflict').optional(),
                future: answer('future').optional(),
                communication: answer('communication').optional(),
                lifestyle: answer('lifestyle').optional(),
                values: answer('values').optional(),
                expression: answer('expression').optional(),
                social_life: answer('social_life').optional(),
              },
              { error: objectOf('compatibility_answers') },
            )
            .optional(),
        },
        { error: objectOf('personality_traits') },
      )
      .optional(),
    bio: text('bio', BIO_MAX_LENGTH).optional(),
    type_preference: text('type_preference', TYPE_PREFERENCE_MAX_LENGTH).optional(),
    seeking_genders: z
      .array(z.enum(GENDERS, { error: MSG.invalidGender }), { error: MSG.invalidField('seeking_genders') })
      .refine((list) => new Set(list).size === list.length, MSG.invalidField('seeking_genders'))
      .optional(),
    age_min: preferredAge('age_min').optional(),
    age_max: preferredAge('age_max').optional(),
    max_distance_km: maxDistanceSchema.optional(),
    ...locationChangeFields,
  },
  { error: objectOf('answers') },
);
export type QuestionnaireDraftAnswers = z.infer<typeof questionnaireDraftAnswersSchema>;

/** PUT /api/profile/questionnaire-draft: the step shown and the answers so far. */
export const questionnaireDraftSchema = z.strictObject(
  {
    step: questionnaireStepSchema,
    answers: questionnaireDraftAnswersSchema,
  },
  { error: objectError },
);
export type QuestionnaireDraft = z.infer<typeof questionnaireDraftSchema>;
export type QuestionnaireDraftInput = z.input<typeof questionnaireDraftSchema>;

/** GET and PUT answer: the kept draft, or null (none kept, or the questionnaire is already completed). */
export const questionnaireDraftViewSchema = z.object({
  draft: z
    .object({
      step: z.number().int(),
      answers: questionnaireDraftAnswersSchema,
      updated_at: z.string(),
    })
    .nullable(),
});
export type QuestionnaireDraftView = z.infer<typeof questionnaireDraftViewSchema>;
