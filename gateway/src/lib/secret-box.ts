// Secrets at rest (calendar passwords, two-factor secrets): AES-256-GCM with a key of the
// environment (see config.ts). Stored as "v1:" + base64url(iv) + "." + base64url(tag) + "." +
// base64url(ciphertext); the owning row is bound as additional data (`binding`), so a secret copied
// onto another row does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1:';

export function encryptSecret(key: Buffer, plain: string, binding: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(binding));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')}`;
}

/** The secret, or null when it cannot be read (another key, another row, tampered). */
export function decryptSecret(key: Buffer, stored: string, binding: string): string | null {
  if (!stored.startsWith(PREFIX)) return null;
  const [iv, tag, data] = stored
    .slice(PREFIX.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(binding));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
