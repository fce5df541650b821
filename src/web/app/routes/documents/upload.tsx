import { useSearchParams } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { ExtractContextCard } from '@/web/features/context-approval/components/extract-context-card';
import { DocumentsHeader } from '@/web/features/documents/components/documents-header';
import { UploadForm } from '@/web/features/documents/components/upload-form';

/** /documents/upload: upload a file (optionally filed under ?campaign_id= or ?client_id=), or extract context from text. */
export default function DocumentUploadPage() {
  const [params] = useSearchParams();
  return (
    <div className="space-y-6">
      <title>Upload a document — Stratagent</title>
      <DocumentsHeader
        title="Upload a document"
        description="Its text is extracted on upload, becomes searchable and gives the agents context about your business."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Add a file</CardTitle>
            <CardDescription>
              Brand guidelines, research, briefs, customer lists, meeting notes.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <UploadForm
              campaignId={params.get('campaign_id') ?? undefined}
              clientId={params.get('client_id') ?? undefined}
            />
          </CardContent>
        </Card>
        <aside aria-label="Extract business context">
          <ExtractContextCard agentType="documents" />
        </aside>
      </div>
    </div>
  );
}
