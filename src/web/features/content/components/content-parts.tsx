import {
  AtSign,
  ChevronDown,
  FileText,
  Globe,
  Mail,
  Megaphone,
  Newspaper,
  PenLine,
  Search,
  ShoppingBag,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRelativeTime } from '@/shared/format';
import {
  CONTENT_TOOLS,
  contentTypeById,
  type ContentItem,
  type ContentToolId,
  type ContentType,
} from '@/shared/content';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { SectionNav } from '@/web/components/ui/section-nav';
import { CONTENT_NAV, contentPaths } from '../lib/paths';
import { ContentItemActions } from './content-item-actions';

export const TOOL_ICONS: Record<ContentToolId, LucideIcon> = {
  blog_article: PenLine,
  social_posts: AtSign,
  email_newsletter: Mail,
  ad_copy: Megaphone,
  landing_page: Globe,
  seo_brief: Search,
  video_script: Video,
  press_release: Newspaper,
  product_description: ShoppingBag,
};

export const TYPE_ICONS: Record<ContentType, LucideIcon> = {
  'long-form': FileText,
  social: AtSign,
  email: Mail,
  advertising: Megaphone,
  website: Globe,
};

/** The Content agent's sub-pages. */
export function ContentNav() {
  return <SectionNav label="Content Agent" items={CONTENT_NAV} />;
}

/** The tools as cards; each opens its form (writers) with the campaign preselected. */
export function ToolCards({
  tools,
  campaignId,
  canRun,
}: {
  tools: readonly ContentToolId[];
  campaignId?: string | undefined;
  canRun: boolean;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {tools.map((tool) => {
        const info = CONTENT_TOOLS[tool];
        const Icon = TOOL_ICONS[tool];
        return (
          <li key={tool}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <Badge variant="outline">{contentTypeById(info.contentType)?.label}</Badge>
                </div>
                <CardTitle className="text-lg">{info.label}</CardTitle>
                <CardDescription>{info.description}</CardDescription>
              </CardHeader>
              {canRun && (
                <CardContent className="mt-auto">
                  <Button asChild variant="outline" className="w-full">
                    <Link to={contentPaths.tool(tool, { campaignId })}>{info.action}</Link>
                  </Button>
                </CardContent>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

const scoreVariant = (score: number) =>
  score >= 85 ? 'success' : score >= 65 ? 'warning' : 'destructive';

/** One draft of the library: what it is, its status and score, its actions and a preview. */
export function ContentItemRow({
  item,
  canWrite,
  preview,
}: {
  item: ContentItem;
  canWrite: boolean;
  preview?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const Icon = TOOL_ICONS[item.tool];
  return (
    <li className="space-y-3 p-4" aria-label={item.title}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex items-center gap-2 font-medium">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {item.session_id ? (
              <Link
                to={contentPaths.session(item.session_id, {
                  tool: item.tool,
                  campaignId: item.campaign_id,
                })}
                className="truncate hover:text-primary hover:underline"
              >
                {item.title}
              </Link>
            ) : (
              <Link
                to={`/outputs/${item.output_id}`}
                className="truncate hover:text-primary hover:underline"
              >
                {item.title}
              </Link>
            )}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="outline">{CONTENT_TOOLS[item.tool].label}</Badge>
            <Badge variant={item.status === 'approved' ? 'success' : 'secondary'}>
              {item.status === 'approved' ? 'Approved' : 'Draft'}
            </Badge>
            {item.brand_voice_score !== null && (
              <Badge variant={scoreVariant(item.brand_voice_score)}>
                Brand voice {item.brand_voice_score}/100
              </Badge>
            )}
            {item.scheduled_for && <Badge variant="default">Scheduled {item.scheduled_for}</Badge>}
            {item.campaign_name && <span>Campaign: {item.campaign_name}</span>}
            <span>{formatRelativeTime(item.created_at)}</span>
          </div>
        </div>
        <ContentItemActions item={item} canWrite={canWrite} />
      </div>
      {preview && (
        <div>
          <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            <ChevronDown className={open ? 'rotate-180' : ''} aria-hidden="true" />
            {open ? 'Hide the draft' : 'Show the draft'}
          </Button>
          {open && <div className="mt-3">{preview}</div>}
        </div>
      )}
    </li>
  );
}
