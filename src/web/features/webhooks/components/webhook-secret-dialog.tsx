import { OneTimeSecretDialog } from '@/web/components/one-time-secret-dialog';

/** A webhook's signing secret, shown this one time (at creation or rotation). */
export function WebhookSecretDialog({
  shown,
  onClose,
}: {
  shown: { secret: string; url: string; rotated: boolean } | null;
  onClose: () => void;
}) {
  return (
    <OneTimeSecretDialog
      open={shown !== null}
      onClose={onClose}
      title={shown?.rotated ? 'Your new signing secret' : 'Webhook created'}
      description={
        <>
          Deliveries to <span className="break-all font-mono">{shown?.url}</span> are signed with
          this secret in the Stratagent-Signature header. Your endpoint checks it to know a request
          came from Stratagent.
        </>
      }
      warning={
        <>
          <strong>Copy this secret now.</strong> You will not be able to see it again; if it is
          lost, rotate it to get a new one.
        </>
      }
      label="Signing secret"
      value={shown?.secret ?? ''}
      copyLabel="Copy secret"
    />
  );
}
