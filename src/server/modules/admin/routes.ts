/** Platform administration: the review of invitation requests and the whitelist (session admins only). */
import { createRoute, z } from '@hono/zod-openapi';
import { LIMITS, ORGANIZATION_TYPES } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  requirePlatformAdmin,
} from '../../lib/http';
import {
  listInvitationRequests,
  REQUEST_STATUS_FILTERS,
} from '../invitations/list-invitation-requests';
import { listInvites } from '../invitations/list-invites';
import {
  approveInvitationRequest,
  rejectInvitationRequest,
} from '../invitations/review-invitation-request';
import { inviteDirectly } from '../invitations/invite-directly';
import { permit } from '../../lib/permissions';

const invitationRequestSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    company_name: z.string(),
    organization_type: z.enum(ORGANIZATION_TYPES),
    use_case: z.string().nullable(),
    referral_source: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'rejected']),
    created_at: z.string(),
    reviewed_at: z.string().nullable(),
    reviewed_by_email: z.string().nullable(),
  })
  .openapi('InvitationRequest');

const inviteSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    status: z.enum(['active', 'used', 'revoked']),
    organization_type: z.enum(ORGANIZATION_TYPES),
    request_id: z.string().nullable(),
    invited_by_email: z.string().nullable(),
    created_at: z.string(),
    used_at: z.string().nullable(),
  })
  .openapi('Invite');

const countsSchema = z.object({
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
  all: z.number(),
});
const reviewResultSchema = z.object({
  data: z.object({ request: invitationRequestSchema, emailSent: z.boolean().optional() }),
});
const idParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const conflict = jsonResponse(errorSchema, 'Already reviewed');

const directInviteSchema = z.object({
  email: z
    .string({ error: MESSAGES.invitation.emailRequired })
    .trim()
    .min(1, MESSAGES.invitation.emailRequired)
    .max(LIMITS.emailMax, MESSAGES.invitation.emailInvalid)
    .pipe(z.email(MESSAGES.invitation.emailInvalid)),
  organization_type: z.enum(ORGANIZATION_TYPES).default('SME'),
});

export const adminRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/invitation-requests',
      operationId: 'listInvitationRequests',
      ...permit('admin'),
      tags: ['Admin'],
      summary: 'Invitation requests by status, newest first',
      request: {
        query: z.object({
          status: z.enum(REQUEST_STATUS_FILTERS).default('pending'),
          limit: z.coerce.number().int().min(1).max(500).default(200),
        }),
      },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.object({ requests: z.array(invitationRequestSchema), counts: countsSchema }),
          }),
          'The requests and the number of requests per status',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      requirePlatformAdmin(c);
      return c.json(
        { data: await listInvitationRequests(c.get('ctx').db, c.req.valid('query')) },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/invitation-requests/{id}/approve',
      operationId: 'approveInvitationRequest',
      ...permit('admin'),
      tags: ['Admin'],
      summary: 'Approve a pending request: whitelist the e-mail and send the invitation',
      request: { params: idParams },
      responses: {
        200: jsonResponse(
          reviewResultSchema,
          'Approved; emailSent is false when the e-mail could not be delivered',
        ),
        409: conflict,
        ...errorResponses,
      },
    }),
    async (c) => {
      const admin = requirePlatformAdmin(c);
      const result = await approveInvitationRequest(c.get('ctx'), {
        id: c.req.valid('param').id,
        adminId: admin.userId,
      });
      return c.json({ data: result }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/invitation-requests/{id}/reject',
      operationId: 'rejectInvitationRequest',
      ...permit('admin'),
      tags: ['Admin'],
      summary: 'Reject a pending request',
      request: { params: idParams },
      responses: {
        200: jsonResponse(reviewResultSchema, 'Rejected'),
        409: conflict,
        ...errorResponses,
      },
    }),
    async (c) => {
      const admin = requirePlatformAdmin(c);
      const result = await rejectInvitationRequest(c.get('ctx'), {
        id: c.req.valid('param').id,
        adminId: admin.userId,
      });
      return c.json({ data: result }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/invites',
      operationId: 'listInvites',
      ...permit('admin'),
      tags: ['Admin'],
      summary: 'The whitelist (alpha invites), newest first',
      request: { query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) }) },
      responses: {
        200: jsonResponse(z.object({ data: z.array(inviteSchema) }), 'The invites'),
        ...errorResponses,
      },
    }),
    async (c) => {
      requirePlatformAdmin(c);
      return c.json({ data: await listInvites(c.get('ctx').db, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/admin/invites',
      operationId: 'inviteDirectly',
      ...permit('admin'),
      tags: ['Admin'],
      summary: 'Invite someone directly: whitelist the e-mail and send the invitation',
      request: jsonBody(directInviteSchema),
      responses: {
        201: jsonResponse(
          z.object({
            data: z.object({ invite: inviteSchema, emailSent: z.boolean() }),
          }),
          'Invited',
        ),
        409: jsonResponse(errorSchema, 'The e-mail has already signed up'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const admin = requirePlatformAdmin(c);
      const body = c.req.valid('json');
      const result = await inviteDirectly(c.get('ctx'), {
        email: body.email,
        organizationType: body.organization_type,
        invitedBy: admin.userId,
      });
      return c.json({ data: result }, 201);
    },
  );
