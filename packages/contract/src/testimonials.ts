// Testimonial payloads (spec sections 2 Submit testimonial, 3, 5, 7): the public form and the published list.
import { z } from './zod.js';
import {
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  TESTIMONIAL_MAX_AGE,
  TESTIMONIAL_MIN_AGE,
  TESTIMONIAL_STORY_MAX,
  TESTIMONIAL_STORY_MIN,
} from './constants.js';
import { MSG } from './messages.js';
import { textField } from './text.js';

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** What a story is measured in: the trimmed text's length, the same figure as the form's 'x/1000' counter. */
export const testimonialStoryLength = (story: string) => story.trim().length;

type TestimonialInput = {
  name?: unknown;
  age?: unknown;
  location?: unknown;
  story?: unknown;
  rating?: unknown;
  allow_publication?: unknown;
};

const filled = (v: unknown) => typeof v === 'string' && v.trim().length > 0;

/**
 * The first problem of a testimonial, checked in the spec's order (section 5) with its messages, then
 * our own checks (lengths, types) after them; null when it can be stored. The web form and the server
 * both use it, so the visitor sees the same message whichever side catches the mistake.
 */
export function testimonialProblem(input: TestimonialInput): string | null {
  const { name, age, location, story, rating, allow_publication } = input;
  // 1. Required fields. An age of 0 or an empty number field counts as missing, as in the form.
  const ageGiven = typeof age === 'number' && Number.isFinite(age) && age !== 0;
  if (!filled(name) || !ageGiven || !filled(location) || !filled(story)) return MSG.requiredFields;
  // 2. Age between 18 and 100.
  if (!Number.isInteger(age)) return MSG.ageNotInteger;
  if ((age as number) < TESTIMONIAL_MIN_AGE || (age as number) > TESTIMONIAL_MAX_AGE) return MSG.testimonialAgeRange;
  // 3–4. Story length.
  const length = testimonialStoryLength(story as string);
  if (length < TESTIMONIAL_STORY_MIN) return MSG.testimonialStoryTooShort;
  if (length > TESTIMONIAL_STORY_MAX) return MSG.testimonialStoryTooLong;
  // 5. A rating: missing or 0 is "no rating"; anything else must be a whole number of stars.
  if (rating === undefined || rating === null || rating === 0) return MSG.testimonialRatingRequired;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    return MSG.testimonialRatingRange;
  }
  // Beyond the spec: bounded texts and a real consent flag.
  if ((name as string).trim().length > NAME_MAX_LENGTH) return MSG.tooLong('name', NAME_MAX_LENGTH);
  if ((location as string).trim().length > LOCATION_MAX_LENGTH) return MSG.tooLong('location', LOCATION_MAX_LENGTH);
  if (allow_publication !== undefined && typeof allow_publication !== 'boolean') {
    return MSG.invalidField('allow_publication');
  }
  return null;
}

const submissionShape = z.object({
  name: textField('name').trim().describe('First name or pseudo'),
  age: z.number().int().min(TESTIMONIAL_MIN_AGE).max(TESTIMONIAL_MAX_AGE),
  location: textField('location').trim().describe('City'),
  story: textField('story', { multiLine: true }).trim().min(TESTIMONIAL_STORY_MIN).max(TESTIMONIAL_STORY_MAX),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  /** Publication needs explicit consent: a missing flag means "do not publish". */
  allow_publication: z.boolean().default(false),
});

/**
 * POST /api/testimonials/submit (JSON). The ordered check runs first so its message is the one
 * reported; the typed shape after it only shapes the value (trimmed texts, consent default).
 */
export const testimonialSubmitBodySchema = z.preprocess((value, ctx) => {
  const problem =
    value && typeof value === 'object' && !Array.isArray(value)
      ? testimonialProblem(value as TestimonialInput)
      : MSG.requiredFields;
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  return value;
}, submissionShape);
export type TestimonialSubmitBody = z.infer<typeof testimonialSubmitBodySchema>;
export type TestimonialSubmitInput = z.input<typeof submissionShape>;

export const testimonialSubmitResponseSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  message: z.string(),
});
export type TestimonialSubmitResponse = z.infer<typeof testimonialSubmitResponseSchema>;

/**
 * GET /api/testimonials: an approved testimonial whose author allowed publication; nothing else of them.
 * When the author has since deleted their account, only a first initial and the stars remain: age,
 * city and story are null (decision 004).
 */
export const publishedTestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  location: z.string().nullable(),
  rating: z.number().int(),
  story: z.string().nullable(),
  created_at: z.string(),
});
export type PublishedTestimonial = z.infer<typeof publishedTestimonialSchema>;
export const publishedTestimonialsSchema = z.array(publishedTestimonialSchema);

/**
 * GET /api/testimonials/summary (decision 041): how many published testimonials there are and their
 * average rating, over all of them (not only the listed page). `average` is null when there are none.
 */
export const testimonialsSummarySchema = z.object({
  count: z.number().int().min(0),
  average: z.number().nullable(),
});
export type TestimonialsSummary = z.infer<typeof testimonialsSummarySchema>;
