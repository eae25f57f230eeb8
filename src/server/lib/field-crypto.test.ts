import { describe, expect, it } from 'vitest';
import { createFieldCipher, createKeyedHash, isSealedBytes, sealDigits } from './field-crypto';

const SECRET = 'a'.repeat(40);

describe('field encryption', () => {
  it('round-trips and never stores the plain value', () => {
    const cipher = createFieldCipher(SECRET);
    const stored = cipher.encrypt('123456789');
    expect(stored).not.toContain('123456789');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(stored)).toBe('123456789');
  });

  it('uses a fresh IV each time', () => {
    const cipher = createFieldCipher(SECRET);
    expect(cipher.encrypt('123456789')).not.toBe(cipher.encrypt('123456789'));
  });

  it('refuses a value encrypted under another secret or tampered with', () => {
    const stored = createFieldCipher(SECRET).encrypt('123456789');
    expect(() => createFieldCipher('b'.repeat(40)).decrypt(stored)).toThrow();
    const [v, iv, tag, ct] = stored.split('.');
    const flipped = `${ct?.[0] === 'A' ? 'B' : 'A'}${ct?.slice(1)}`;
    expect(() => createFieldCipher(SECRET).decrypt([v, iv, tag, flipped].join('.'))).toThrow();
  });

  it("seals a file's bytes, opens them again, and refuses them tampered with or under another secret", () => {
    const cipher = createFieldCipher(SECRET);
    const plain = Buffer.from('%PDF-1.7 FEIN 12-3456789');
    const sealed = cipher.sealBytes(plain);
    expect(isSealedBytes(sealed)).toBe(true);
    expect(isSealedBytes(plain)).toBe(false);
    expect(sealed.includes(Buffer.from('3456789'))).toBe(false);
    expect(cipher.openBytes(sealed).equals(plain)).toBe(true);
    expect(cipher.sealBytes(plain).equals(sealed)).toBe(false);
    const flipped = Buffer.from(sealed);
    const last = flipped.length - 1;
    flipped.writeUInt8(flipped.readUInt8(last) ^ 1, last);
    expect(() => cipher.openBytes(flipped)).toThrow();
    expect(() => createFieldCipher('b'.repeat(40)).openBytes(sealed)).toThrow();
    expect(() => cipher.openBytes(plain)).toThrow('Not a sealed file.');
  });

  it('seals digits with their last four', () => {
    const cipher = createFieldCipher(SECRET);
    const sealed = sealDigits(cipher, '123-45-6789');
    expect(sealed.last4).toBe('6789');
    expect(cipher.decrypt(sealed.encrypted)).toBe('123456789');
  });
});

describe('keyed hashes', () => {
  it('are stable for one secret and purpose, and reveal nothing of the value', () => {
    const key = createKeyedHash(SECRET, 'test-v1');
    const hashed = key('emily.carter@example.com');
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(key('emily.carter@example.com')).toBe(hashed);
    expect(key('emily.carter@example.org')).not.toBe(hashed);
    // Another secret or another purpose gives unrelated keys: a copy of the table cannot be matched elsewhere.
    expect(createKeyedHash('b'.repeat(40), 'test-v1')('emily.carter@example.com')).not.toBe(hashed);
    expect(createKeyedHash(SECRET, 'other-v1')('emily.carter@example.com')).not.toBe(hashed);
  });
});
