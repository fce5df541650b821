import { createRoute, z } from '@hono/zod-openapi';
import { ORGANIZATION_TYPES } from '@/shared/constants';
import { updateOrganizationSchema } from '@/shared/settings';
import {
  createRouter,
  errorResponses,
  errorSchema,
  jsonBody,
  jsonResponse,
  requireOrgCaller,
} from '../../lib/http';
import { getWorkspace, listWorkspaces } from './get-workspace';
import { updateOrganization } from './update-organization';
import { permit } from '../../lib/permissions';

const businessContextSummary = z.object({
  companyName: z.string().nullable(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  description: z.string().nullable(),
  updatedAt: z.string(),
});

const workspaceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(ORGANIZATION_TYPES),
    slug: z.string(),
    created_at: z.string(),
    member_count: z.number(),
    role_names: z.array(z.string()),
    can_manage: z.boolean(),
    onboarding_completed: z.boolean(),
    business_context: businessContextSummary.nullable(),
  })
  .openapi('Workspace');

const workspaceSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(ORGANIZATION_TYPES),
    slug: z.string(),
    member_count: z.number(),
    role_names: z.array(z.string()),
    is_current: z.boolean(),
  })
  .openapi('WorkspaceSummary');

const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  slug: z.string(),
  currency: z.string(),
});

export const workspaceRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/workspaces',
      operationId: 'listWorkspaces',
      ...permit('team:read'),
      tags: ['Workspace'],
      summary: 'The workspaces you belong to (one organization per user today)',
      responses: {
        200: jsonResponse(z.object({ data: z.array(workspaceSummarySchema) }), 'Workspaces'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await listWorkspaces(c.get('ctx'), requireOrgCaller(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}',
      operationId: 'getWorkspace',
      ...permit('team:read'),
      tags: ['Workspace'],
      summary: 'One workspace: organization, members count, your role and business context',
      request: {
        params: z.object({
          workspaceId: z.string().openapi({ param: { name: 'workspaceId', in: 'path' } }),
        }),
      },
      responses: {
        200: jsonResponse(z.object({ data: workspaceSchema }), 'The workspace'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const workspace = await getWorkspace(
        c.get('ctx'),
        requireOrgCaller(c),
        c.req.valid('param').workspaceId,
      );
      return c.json({ data: workspace }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/organization',
      operationId: 'updateOrganization',
      ...permit('org:manage'),
      tags: ['Workspace'],
      summary: 'Rename your organization, change its address or its currency (owners and admins)',
      request: jsonBody(updateOrganizationSchema),
      responses: {
        200: jsonResponse(z.object({ data: organizationSchema }), 'Updated'),
        409: jsonResponse(errorSchema, 'This address is already taken'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const updated = await updateOrganization(
        c.get('ctx'),
        requireOrgCaller(c),
        c.req.valid('json'),
      );
      return c.json({ data: updated }, 200);
    },
  );
