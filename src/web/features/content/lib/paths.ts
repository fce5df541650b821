import type { ContentToolId, ContentType } from '@/shared/content';

/** The Content agent's pages (seed 000 §2.1). */
export const contentPaths = {
  home: '/content',
  library: '/content/library',
  templates: '/content/templates',
  type: (type: ContentType) => `/content/type/${type}`,
  campaign: (campaignId: string) => `/content/campaign/${encodeURIComponent(campaignId)}`,
  /** A tool's form, with the campaign and template to preselect. */
  tool: (
    tool: ContentToolId,
    opts: { campaignId?: string | null; template?: string | null } = {},
  ) => {
    const params = new URLSearchParams();
    if (opts.campaignId) params.set('campaign', opts.campaignId);
    if (opts.template) params.set('template', opts.template);
    return `/content/tool/${tool}${params.size ? `?${params}` : ''}`;
  },
  /** Where a session lives: under its campaign, else under its tool, else on its own. */
  session: (sessionId: string, opts: { tool?: string | null; campaignId?: string | null } = {}) =>
    opts.campaignId
      ? `/content/campaign/${encodeURIComponent(opts.campaignId)}/session/${sessionId}`
      : opts.tool
        ? `/content/tool/${opts.tool}/session/${sessionId}`
        : `/content/session/${sessionId}`,
};

/** The agent's sub-pages as tabs. */
export const CONTENT_NAV = [
  { to: contentPaths.home, label: 'Tools' },
  { to: contentPaths.library, label: 'Library' },
  { to: contentPaths.templates, label: 'Templates' },
];
