// /api/testimonials: POST /submit (public, bearer optional and linked when valid) and GET / (published).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  publishedTestimonialsSchema,
  testimonialSubmitBodySchema,
  testimonialSubmitResponseSchema,
  testimonialsSummarySchema,
} from '@affinia/contract';
import { HttpError } from '../../http/errors.js';
import type { Authenticate } from '../auth/guard.js';
import type { TestimonialService } from './service.js';

export function testimonialRoutes(testimonials: TestimonialService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/submit',
      {
        schema: {
          tags: ['testimonials'],
          summary: 'Submit a testimonial (reviewed by the team before publication)',
          description:
            'Checked in the order of spec section 5. A bearer token is optional: when valid, the testimonial is linked to the account.',
          body: testimonialSubmitBodySchema,
          response: { 201: testimonialSubmitResponseSchema, 400: errorSchema, 415: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        let userId: string | null = null;
        if (request.headers.authorization) {
          try {
            await authenticate(request);
            userId = request.currentUser?.id ?? null;
          } catch (err) {
            // An expired or foreign token does not stop a visitor's testimonial; it is simply not linked.
            if (!(err instanceof HttpError && err.statusCode === 401)) throw err;
          }
        }
        const result = await testimonials.submit(request.body, userId, request.ip);
        return reply.code(201).send(result);
      },
    );

    app.get(
      '/',
      {
        schema: {
          tags: ['testimonials'],
          summary:
            'Published testimonials: approved, with the author’s consent; name, age, city, rating and story only',
          response: { 200: publishedTestimonialsSchema },
        },
      },
      async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=60').send(await testimonials.published()),
    );

    app.get(
      '/summary',
      {
        schema: {
          tags: ['testimonials'],
          summary: 'How many testimonials are published and their average rating (null when none)',
          response: { 200: testimonialsSummarySchema },
        },
      },
      async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send(await testimonials.summary()),
    );
  };
}
