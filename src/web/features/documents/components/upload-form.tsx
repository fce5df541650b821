import { FileUp, UploadCloud, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_TITLE_MAX,
  FILE_NAME_MAX,
  defaultTitle,
  extensionOf,
  formatBytes,
  isDocumentExtension,
} from '@/shared/documents';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { useMe } from '@/web/lib/me';
import { useCampaigns } from '@/web/features/campaigns/api/get-campaigns';
import { useClientOptions } from '@/web/features/campaigns/api/get-client-options';
import { cn } from '@/web/lib/utils';
import { useUploadDocument } from '../api/upload-document';

/** The same checks the server makes, so a wrong file is refused before it is sent. */
export function checkFile(file: File): string | null {
  if (file.name.length > FILE_NAME_MAX) return DOCUMENT_MESSAGES.fileNameTooLong;
  if (!isDocumentExtension(extensionOf(file.name))) return DOCUMENT_MESSAGES.unsupportedType;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  if (file.size === 0) return DOCUMENT_MESSAGES.emptyFile;
  return null;
}

export function UploadForm({
  campaignId: presetCampaign,
  clientId: presetClient,
}: {
  campaignId?: string | undefined;
  clientId?: string | undefined;
}) {
  const me = useMe();
  const isAgency = me.data?.organization?.type === 'AGENCY';
  const campaigns = useCampaigns({});
  const clients = useClientOptions(isAgency);
  const upload = useUploadDocument();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [campaignId, setCampaignId] = useState(presetCampaign ?? '');
  const [clientId, setClientId] = useState(presetClient ?? '');
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);

  const choose = (next: File | undefined | null) => {
    upload.reset();
    if (!next) return;
    setFile(next);
    setFileError(checkFile(next));
    setProgress(0);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(DOCUMENT_MESSAGES.noFile);
      return;
    }
    const problem = checkFile(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    upload.mutate(
      {
        file,
        title,
        campaignId: campaignId || undefined,
        clientId: clientId || undefined,
        onProgress: setProgress,
      },
      {
        onSuccess: (document) => {
          toast.success(DOCUMENT_MESSAGES.uploaded, { description: document.title });
          void navigate(`/documents/${document.id}`);
        },
      },
    );
  };

  const campaignOptions = campaigns.data?.data ?? [];
  const clientOptions = clients.data ?? [];
  const titleTooLong = title.trim().length > DOCUMENT_TITLE_MAX;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Upload a document">
      <div className="space-y-1.5">
        <label htmlFor={fileInputId} className="text-sm font-medium">
          File
        </label>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
            dragging ? 'border-primary bg-accent' : 'border-input bg-card',
            fileError && 'border-destructive',
          )}
        >
          <UploadCloud className="size-10 text-primary" aria-hidden="true" />
          <div className="space-y-1">
            <p className="font-medium">Drag and drop a file here</p>
            <p className="text-xs text-muted-foreground">
              PDF, DOCX, TXT, MD or CSV, up to {formatBytes(DOCUMENT_MAX_BYTES)}
            </p>
          </div>
          <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
            <FileUp aria-hidden="true" /> Choose a file
          </Button>
          <input
            ref={inputRef}
            id={fileInputId}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="sr-only"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileInputId}-error` : undefined}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {file && (
            <div className="flex max-w-full items-center gap-2 rounded-md bg-muted px-3 py-1.5 text-sm">
              <span className="truncate" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {formatBytes(file.size)}
              </span>
              <button
                type="button"
                className="shrink-0 rounded p-0.5 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  setFile(null);
                  setFileError(null);
                  upload.reset();
                }}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
          )}
        </div>
        {fileError && (
          <p
            id={`${fileInputId}-error`}
            role="alert"
            className="text-xs font-medium text-destructive"
          >
            {fileError}
          </p>
        )}
      </div>

      <FormField
        label="Title (optional)"
        hint={
          file
            ? `Leave empty to use “${defaultTitle(file.name)}”.`
            : 'Leave empty to use the file name.'
        }
        error={titleTooLong ? DOCUMENT_MESSAGES.titleTooLong : undefined}
      >
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={DOCUMENT_TITLE_MAX + 20}
        />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Campaign (optional)"
          hint="File the document under one of your campaigns."
        >
          <NativeSelect
            value={campaignId}
            onChange={(event) => setCampaignId(event.target.value)}
            disabled={campaigns.isPending}
          >
            <option value="">No campaign</option>
            {campaignOptions.map((campaign) => (
              <option key={campaign.id} value={campaign.id}>
                {campaign.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {isAgency && (
          <FormField label="Client (optional)" hint="Documents of a client stay with that client.">
            <NativeSelect
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
              disabled={clients.isPending}
            >
              <option value="">No client</option>
              {clientOptions.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </div>

      {upload.isPending && (
        <div className="space-y-1.5">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Extracting the text…'}
          </p>
        </div>
      )}

      {upload.isError && (
        <Alert variant="destructive" title="The document was not uploaded">
          {upload.error.message}
        </Alert>
      )}

      <Button
        type="submit"
        loading={upload.isPending}
        disabled={Boolean(fileError) || titleTooLong}
        className="w-full sm:w-auto"
      >
        <UploadCloud aria-hidden="true" /> Upload document
      </Button>
    </form>
  );
}
