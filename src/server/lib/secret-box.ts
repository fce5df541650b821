/**
 * Secrets the server keeps for a tenant and must use again in clear (an organization's model
 * API key, decision 071): AES-256-GCM with a key derived by HKDF-SHA256 from the server's
 * secret (AUTH_SECRET, or the one generated once into the database). Each value is bound to
 * its owner (the organization's id as additional data), so a sealed value copied to another
 * organization's row does not open. A value sealed under another secret does not open either:
 * rotating the secret makes every stored key unreadable, and its owner enters it again.
 */
import crypto from 'node:crypto';

const VERSION = 'v1';
const INFO = 'stratagent:model-api-keys:v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretBox = {
  seal(plaintext: string, owner: string): string;
  /** The plaintext, or null when the value was sealed under another secret or altered. */
  open(sealed: string, owner: string): string | null;
};

export function createSecretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(
    crypto.hkdfSync('sha256', Buffer.from(serverSecret, 'utf8'), Buffer.alloc(0), INFO, 32),
  );
  return {
    seal(plaintext, owner) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
      return `${VERSION}.${sealed}`;
    },
    open(sealed, owner) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) return null;
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(owner, 'utf8'));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
