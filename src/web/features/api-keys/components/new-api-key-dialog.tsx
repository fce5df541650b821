import { OneTimeSecretDialog } from '@/web/components/one-time-secret-dialog';

/** The full key, shown this one time: only a hash is kept on the server. */
export function NewApiKeyDialog({
  created,
  onClose,
}: {
  created: { key: string; name: string; canWrite: boolean } | null;
  onClose: () => void;
}) {
  return (
    <OneTimeSecretDialog
      open={created !== null}
      onClose={onClose}
      title="Your new API key"
      description={
        <>
          “{created?.name}” is ready. Send it as a bearer token: Authorization: Bearer &lt;key&gt;.
        </>
      }
      warning={
        <>
          <strong>Copy this key now.</strong> You will not be able to see it again. Store it like a
          password: anyone who has it can {created?.canWrite ? 'read and change' : 'read'} your
          organization&apos;s data through the API.
        </>
      }
      label="API key"
      value={created?.key ?? ''}
      copyLabel="Copy key"
      long
    />
  );
}
