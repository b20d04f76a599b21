// /api/admin/*: every route needs an admin session (401 without a valid token, 403 for other users).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminReportSchema,
  adminReportsSchema,
  adminScamSignalsSchema,
  moderationDecisionBodySchema,
  moderationDecisionSchema,
  adminOverviewSchema,
  adminStatsSchema,
  demoResetResponseSchema,
  errorSchema,
  moderationTestimonialSchema,
  moderationTestimonialsSchema,
  reportQueueQuerySchema,
  suspiciousLocationsSchema,
  testimonialQueueQuerySchema,
} from '@affinia/contract';
import { currentUser } from '../auth/guard.js';
import type { ModerationService } from '../moderation/service.js';
import type { TestimonialService } from '../testimonials/service.js';
import { adminErrors, adminSecured, guardAdminScope, type RequireAdmin } from './require-admin.js';
import type { AdminService } from './service.js';

const secured = adminSecured;
const errors = adminErrors;
const withNotFound = { ...errors, 404: errorSchema };

export function adminRoutes(
  admin: AdminService,
  testimonials: TestimonialService,
  moderation: ModerationService,
  requireAdmin: RequireAdmin,
): FastifyPluginAsyncZod {
  return async (app) => {
    guardAdminScope(app, requireAdmin);

    app.get(
      '/stats',
      { schema: { ...secured, summary: 'Platform statistics', response: { 200: adminStatsSchema, ...errors } } },
      () => admin.stats(),
    );

    app.get(
      '/overview',
      {
        schema: {
          ...secured,
          summary: 'Activity per day (30 days), free places left, pending moderation, provider health',
          response: { 200: adminOverviewSchema, ...errors },
        },
      },
      () => admin.overview(),
    );

    app.post(
      '/demo/reset',
      {
        schema: {
          ...secured,
          summary: 'Remove every demo member (demo+<n>@affinia.test) with their photos, matches and messages',
          response: { 200: demoResetResponseSchema, ...errors },
        },
      },
      () => admin.removeDemoMembers(),
    );

    app.get(
      '/suspicious-locations',
      {
        schema: {
          ...secured,
          summary: 'Users whose declared location does not match their IP (medium and high), most suspicious first',
          response: { 200: suspiciousLocationsSchema, ...errors },
        },
      },
      () => admin.suspiciousLocations(),
    );

    app.delete(
      '/users/:id',
      {
        schema: {
          ...secured,
          summary: 'Delete a user and all their data (as account deletion does)',
          params: adminIdParamsSchema,
          response: { 204: z.null(), ...withNotFound, 409: errorSchema },
        },
      },
      async (request, reply) => {
        await admin.deleteUser(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/testimonials',
      {
        schema: {
          ...secured,
          summary: 'Testimonials by status (pending by default), for moderation',
          querystring: testimonialQueueQuerySchema,
          response: { 200: moderationTestimonialsSchema, 400: errorSchema, ...errors },
        },
      },
      (request) => testimonials.queue(request.query.status),
    );

    for (const [action, status] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const) {
      app.post(
        `/testimonials/:id/${action}`,
        {
          schema: {
            ...secured,
            summary: `${action === 'approve' ? 'Approve' : 'Reject'} a testimonial`,
            params: adminIdParamsSchema,
            response: { 200: moderationTestimonialSchema, ...withNotFound },
          },
        },
        (request) => testimonials.review(request.params.id, status),
      );
    }

    app.post(
      '/users/:id/moderation',
      {
        schema: {
          ...secured,
          summary:
            'Warn, suspend (1–90 days) or ban a member, with the ground and the statement of reasons they are sent',
          params: adminIdParamsSchema,
          body: moderationDecisionBodySchema,
          response: { 201: moderationDecisionSchema, 400: errorSchema, ...withNotFound },
        },
      },
      async (request, reply) => {
        const decision = await moderation.decide(currentUser(request).id, request.params.id, request.body);
        return reply.code(201).send(decision);
      },
    );

    app.get(
      '/scam-signals',
      {
        schema: {
          ...secured,
          summary: 'Scam signals in senders’ first messages (phone, link, wallet, money, other apps), riskiest first',
          response: { 200: adminScamSignalsSchema, ...errors },
        },
      },
      () => admin.scamSignals(),
    );

    app.get(
      '/reports',
      {
        schema: {
          ...secured,
          summary: 'Reports by status (open by default), for moderation',
          querystring: reportQueueQuerySchema,
          response: { 200: adminReportsSchema, 400: errorSchema, ...errors },
        },
      },
      (request) => admin.reports(request.query.status),
    );

    for (const [action, status] of [
      ['resolve', 'resolved'],
      ['dismiss', 'dismissed'],
    ] as const) {
      app.post(
        `/reports/:id/${action}`,
        {
          schema: {
            ...secured,
            summary: `${action === 'resolve' ? 'Resolve' : 'Dismiss'} a report`,
            params: adminIdParamsSchema,
            response: { 200: adminReportSchema, ...withNotFound },
          },
        },
        (request) => admin.closeReport(request.params.id, status),
      );
    }
  };
}
