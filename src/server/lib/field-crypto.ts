import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Field encryption for SSNs, tax ids and bank numbers: AES-256-GCM with a key derived from APP_SECRET
 * (HKDF-SHA256). Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url; the version allows key rotation.
 */
export type FieldCipher = {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** A stored document's bytes sealed (AES-256-GCM under its own key from APP_SECRET): SEALED_FILE_MAGIC, iv, tag, ciphertext. */
  sealBytes(plain: Uint8Array): Buffer;
  /** The bytes `sealBytes` sealed; throws for anything altered, sealed under another secret, or not sealed. */
  openBytes(sealed: Uint8Array): Buffer;
};

/** The first bytes of a sealed file: a stored object starting with them is sealed (`isSealedBytes`). */
export const SEALED_FILE_MAGIC = Buffer.from('GCSEAL1\n', 'latin1');

export function isSealedBytes(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, SEALED_FILE_MAGIC.length)).equals(SEALED_FILE_MAGIC);
}

export function createFieldCipher(appSecret: string): FieldCipher {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'groupcover', 'field-encryption-v1', 32));
  const fileKey = Buffer.from(hkdfSync('sha256', appSecret, 'groupcover', 'file-encryption-v1', 32));
  const head = SEALED_FILE_MAGIC.length;
  return {
    sealBytes(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', fileKey, iv);
      cipher.setAAD(SEALED_FILE_MAGIC);
      const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([SEALED_FILE_MAGIC, iv, cipher.getAuthTag(), ct]);
    },
    openBytes(sealed) {
      const bytes = Buffer.from(sealed);
      if (!isSealedBytes(bytes) || bytes.length < head + 28) throw new Error('Not a sealed file.');
      const decipher = createDecipheriv('aes-256-gcm', fileKey, bytes.subarray(head, head + 12));
      decipher.setAAD(SEALED_FILE_MAGIC);
      decipher.setAuthTag(bytes.subarray(head + 12, head + 28));
      return Buffer.concat([decipher.update(bytes.subarray(head + 28)), decipher.final()]);
    },
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ct]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, ct] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || ct === undefined)
        throw new Error('Unrecognised encrypted value.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** An encrypted value with its last four digits, ready for the *_encrypted and *_last4 columns. */
export function sealDigits(cipher: FieldCipher, digits: string): { encrypted: string; last4: string } {
  const clean = digits.replace(/\D/g, '');
  return { encrypted: cipher.encrypt(clean), last4: clean.slice(-4) };
}

/** Random URL-safe token (sessions, CSRF, company tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * HMAC-SHA256 (hex) under a key derived from APP_SECRET for one purpose: a stable lookup key that does not
 * reveal its input (sign-in attempts are counted per email and address without storing either).
 */
export function createKeyedHash(appSecret: string, purpose: string): (value: string) => string {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'groupcover', purpose, 32));
  return (value) => createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
