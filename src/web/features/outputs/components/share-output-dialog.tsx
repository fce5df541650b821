import { Share2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { agentLabel } from '../lib/output-labels';

export type ShareTarget = { id: string; title: string; agent_type: string };

/** Send an output into another agent's session, where it becomes context for that agent. */
export function ShareOutputDialog({
  sessions,
  loading,
  onShare,
  sharing,
}: {
  sessions: ShareTarget[];
  loading: boolean;
  onShare: (sessionId: string) => Promise<boolean>;
  sharing: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [sessionId, setSessionId] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId) {
      setError('Choose a session');
      return;
    }
    setError(undefined);
    if (await onShare(sessionId)) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden="true" /> Share with an agent
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share with another agent</DialogTitle>
          <DialogDescription>
            The output becomes context of the session you choose: that agent reads it in its next
            run and answers.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
          <FormField
            label="Session"
            error={error}
            hint={
              !loading && sessions.length === 0
                ? 'No other sessions yet: start one from the Agents menu first.'
                : undefined
            }
          >
            <NativeSelect
              value={sessionId}
              onChange={(e) => setSessionId(e.target.value)}
              disabled={loading || sessions.length === 0}
            >
              <option value="">{loading ? 'Loading sessions…' : 'Choose a session'}</option>
              {sessions.map((s) => (
                <option key={s.id} value={s.id}>
                  {agentLabel(s.agent_type)} · {s.title || 'Untitled session'}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={sharing} disabled={sessions.length === 0}>
              Share
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
