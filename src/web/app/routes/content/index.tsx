import { ArrowRight, FileText, Library } from 'lucide-react';
import { Link } from 'react-router';
import { CONTENT_TOOL_IDS, CONTENT_TYPES, toolsOfType, CONTENT_TOOLS } from '@/shared/content';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { PageHeader } from '@/web/components/ui/page-header';
import { LoadingState } from '@/web/components/ui/spinner';
import { usePermission } from '@/web/lib/use-permission';
import { BrandVoicePanel } from '@/web/features/content/components/brand-voice-panel';
import {
  ContentItemRow,
  ContentNav,
  ToolCards,
  TYPE_ICONS,
} from '@/web/features/content/components/content-parts';
import { useContentItems } from '@/web/features/content/api/content-items';
import { contentPaths } from '@/web/features/content/lib/paths';
import { WithOptionalRouteCampaign } from '@/web/app/with-route-campaign';

/** /content and /content/campaign/{campaignId}: the nine tools, the content types, the brand voice and recent drafts. */
export default function ContentHomePage() {
  return (
    <WithOptionalRouteCampaign backTo="/content" backLabel="Back to Content">
      {(campaign) => <ContentHome campaign={campaign} />}
    </WithOptionalRouteCampaign>
  );
}

function ContentHome({ campaign }: { campaign: { id: string; name: string } | undefined }) {
  const canWrite = usePermission('content:write');
  const recent = useContentItems({ limit: 5, offset: 0, campaign_id: campaign?.id });
  return (
    <div className="space-y-8">
      <PageHeader
        title={campaign ? `Content for ${campaign.name}` : 'Content Agent'}
        description="Blog articles, social posts, e-mails, ads, landing pages, SEO briefs, video scripts, press releases and product descriptions, written from your business context and documents in your brand voice."
        back={campaign ? { to: contentPaths.home, label: 'All content' } : undefined}
        badges={campaign && <Badge>Campaign: {campaign.name}</Badge>}
        actions={
          <Button asChild variant="outline">
            <Link to={contentPaths.library}>
              <Library aria-hidden="true" /> Library
            </Link>
          </Button>
        }
      />
      <ContentNav />

      <section aria-labelledby="tools-heading" className="space-y-3">
        <h2 id="tools-heading" className="text-lg font-semibold">
          Nine tools
        </h2>
        <ToolCards tools={CONTENT_TOOL_IDS} campaignId={campaign?.id} canRun={canWrite} />
      </section>

      <section aria-labelledby="types-heading" className="space-y-3">
        <h2 id="types-heading" className="text-lg font-semibold">
          Content types
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {CONTENT_TYPES.map((type) => {
            const Icon = TYPE_ICONS[type.id];
            return (
              <li key={type.id}>
                <Link
                  to={contentPaths.type(type.id)}
                  className="flex h-full flex-col gap-2 rounded-xl border bg-card p-4 transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex items-center gap-2 font-medium">
                    <Icon className="size-4 text-primary" aria-hidden="true" /> {type.label}
                  </span>
                  <span className="text-xs text-muted-foreground">{type.description}</span>
                  <span className="mt-auto text-xs text-muted-foreground">
                    {toolsOfType(type.id)
                      .map((t) => CONTENT_TOOLS[t].label)
                      .join(' · ')}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <BrandVoicePanel canWrite={canWrite} />

      <section aria-labelledby="recent-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-heading" className="text-lg font-semibold">
            Recent drafts
          </h2>
          <Link
            to={contentPaths.library}
            className="flex items-center gap-1 text-sm text-primary hover:underline"
          >
            Every draft <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {recent.isPending ? (
          <LoadingState label="Loading drafts..." />
        ) : recent.isError ? (
          <ErrorState message={recent.error.message} onRetry={() => void recent.refetch()} />
        ) : recent.data.data.length === 0 ? (
          <EmptyState icon={FileText} title="No drafts yet">
            {canWrite
              ? 'Pick a tool above: its draft is saved here and in the library.'
              : 'Drafts your teammates write appear here.'}
          </EmptyState>
        ) : (
          <ul className="divide-y rounded-xl border bg-card">
            {recent.data.data.map((item) => (
              <ContentItemRow key={item.id} item={item} canWrite={canWrite} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
