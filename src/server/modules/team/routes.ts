import { createRoute, z } from '@hono/zod-openapi';
import { ORGANIZATION_TYPES } from '@/shared/constants';
import { teamInviteSchema, updateMemberRoleSchema } from '@/shared/settings';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  limit,
  requireOrgCaller,
  limitMailing,
} from '../../lib/http';
import { changeMemberRole } from './change-member-role';
import { inviteTeammate, resendInvitation, revokeInvitation } from './invite-teammate';
import { listTeam } from './list-team';
import { removeMember } from './remove-member';
import { permit } from '../../lib/permissions';

const teamClientSchema = z.object({ id: z.string(), name: z.string() }).openapi('TeamClient');

const memberSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    role_name: z.string(),
    clients: z.array(teamClientSchema).openapi({
      description: "The clients the member's role is scoped to; empty: the whole organization",
    }),
    joined_at: z.string(),
    is_you: z.boolean(),
  })
  .openapi('TeamMember');

const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role_name: z.string(),
    clients: z.array(teamClientSchema),
    invited_by_name: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string().openapi({
      description:
        'Until when the invitation can be used (14 days after it was last sent); sending it again gives 14 more',
    }),
    expired: z.boolean().openapi({ description: 'The link no longer works: send it again' }),
  })
  .openapi('TeamInvitation');

const teamSchema = z
  .object({
    members: z.array(memberSchema),
    invitations: z.array(invitationSchema),
    can_manage: z.boolean(),
    organization_type: z.enum(ORGANIZATION_TYPES),
    assignable_roles: z.array(z.string()),
    clients: z.array(teamClientSchema).openapi({
      description: "The agency's clients a role can be scoped to (owners and admins of agencies)",
    }),
  })
  .openapi('Team');

const idParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
const userIdParam = z.object({
  userId: z.string().openapi({ param: { name: 'userId', in: 'path' } }),
});
const ok = jsonResponse(z.object({ data: z.object({ ok: z.boolean() }) }), 'Done');

export const teamRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/team',
      operationId: 'listTeam',
      ...permit('team:read'),
      tags: ['Team'],
      summary: 'Members of your organization and pending teammate invitations',
      responses: {
        200: jsonResponse(z.object({ data: teamSchema }), 'The team'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await listTeam(c.get('ctx'), requireOrgCaller(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/team/invitations',
      operationId: 'inviteTeammate',
      ...permit('team:manage'),
      tags: ['Team'],
      summary: 'Invite a teammate by e-mail with a role (owners and admins)',
      description:
        'An agency names the clients in `client_ids`: exactly one for a client role (client_stakeholder, client_collaborator, client_viewer, guest), any number for an account manager or creative strategist (none: every client), none for other roles. A client of another organization answers 404.',
      request: jsonBody(teamInviteSchema),
      responses: {
        201: jsonResponse(
          z.object({ data: z.object({ invitation: invitationSchema, emailSent: z.boolean() }) }),
          'Invited; signing up with this e-mail joins your organization',
        ),
        409: jsonResponse(errorSchema, 'Already a member, has an account or is invited elsewhere'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await limit(c, 'team-invite', { window: 60 * 60, max: 100 });
      const caller = requireOrgCaller(c);
      await limitMailing(c.get('ctx'), caller);
      const result = await inviteTeammate(c.get('ctx'), caller, c.req.valid('json'));
      return c.json({ data: result }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/team/invitations/{id}/resend',
      operationId: 'resendTeamInvitation',
      ...permit('team:manage'),
      tags: ['Team'],
      summary: 'Send a pending invitation e-mail again',
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ data: z.object({ emailSent: z.boolean() }) }), 'Sent'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await limit(c, 'team-invite', { window: 60 * 60, max: 100 });
      const caller = requireOrgCaller(c);
      await limitMailing(c.get('ctx'), caller);
      const result = await resendInvitation(c.get('ctx'), caller, c.req.valid('param').id);
      return c.json({ data: result }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/team/invitations/{id}',
      operationId: 'revokeTeamInvitation',
      ...permit('team:manage'),
      tags: ['Team'],
      summary: 'Revoke a pending invitation',
      request: { params: idParam },
      responses: { 200: ok, ...errorResponses },
    }),
    async (c) => {
      await revokeInvitation(c.get('ctx'), requireOrgCaller(c), c.req.valid('param').id);
      return c.json({ data: { ok: true } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/team/members/{userId}',
      operationId: 'changeMemberRole',
      ...permit('team:manage'),
      tags: ['Team'],
      summary: "Change a member's role",
      request: { params: userIdParam, ...jsonBody(updateMemberRoleSchema) },
      responses: {
        200: jsonResponse(
          z.object({
            data: z.object({
              user_id: z.string(),
              name: z.string(),
              email: z.string(),
              role_name: z.string(),
              clients: z.array(teamClientSchema),
            }),
          }),
          'The member with their new role',
        ),
        409: jsonResponse(errorSchema, 'The last owner'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const member = await changeMemberRole(c.get('ctx'), requireOrgCaller(c), {
        userId: c.req.valid('param').userId,
        roleName: c.req.valid('json').role_name,
        clientIds: c.req.valid('json').client_ids,
      });
      return c.json({ data: member }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/team/members/{userId}',
      operationId: 'removeMember',
      ...permit('team:manage'),
      tags: ['Team'],
      summary: 'Remove a member: they leave the organization and are signed out',
      request: { params: userIdParam },
      responses: { 200: ok, ...errorResponses },
    }),
    async (c) => {
      await removeMember(c.get('ctx'), requireOrgCaller(c), c.req.valid('param').userId);
      return c.json({ data: { ok: true } }, 200);
    },
  );
