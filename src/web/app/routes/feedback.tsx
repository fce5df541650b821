import { Sparkles } from 'lucide-react';
import { useLocation } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FeedbackForm } from '@/web/features/feedback/components/feedback-form';
import { usePerks } from '@/web/features/progress/hooks/use-perks';

/**
 * The page the feedback is about: the in-app page that linked here (router state `from`),
 * else the referring page of this site. Other sites' addresses are not ours to record.
 */
function originPage(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/')) return from;
  if (!document.referrer) return '';
  try {
    const referrer = new URL(document.referrer);
    if (referrer.origin !== window.location.origin || referrer.pathname === '/feedback') return '';
    return referrer.pathname + referrer.search;
  } catch {
    return '';
  }
}

export default function FeedbackPage() {
  const location = useLocation();
  const perks = usePerks();
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-semibold tracking-tight">Feedback</h1>
      <p className="mt-1 text-muted-foreground">
        Found a bug, have an idea or a question? Stratagent is in pre-alpha: what you tell us shapes
        what we build next.
      </p>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Send feedback</CardTitle>
          <CardDescription>
            Your message goes straight to the team, with your name and organization.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {perks?.has('priority_support') && (
            <p className="mb-5 flex items-center gap-2 rounded-lg bg-accent px-3 py-2 text-sm text-accent-foreground">
              <Sparkles className="size-4 shrink-0" aria-hidden="true" />
              Priority Support: your feedback goes to the front of the queue.
            </p>
          )}
          <FeedbackForm defaultPageUrl={originPage(location.state)} />
        </CardContent>
      </Card>
    </div>
  );
}
