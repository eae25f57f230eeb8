import { describe, expect, it } from 'vitest';
import {
  INVALID_SIGNATURE_MESSAGE,
  isSignatureDataUrl,
  isSignatureSufficient,
  SIGNATURE_CANVAS_SIZES,
  SIGNATURE_IMAGE_LIMITS,
  signatureImageProblem,
} from './signature';

const line = (n: number, dx: number, dy: number) =>
  Array.from({ length: n }, (_, i) => ({ x: i * dx, y: i * dy }));

describe('isSignatureSufficient', () => {
  it('accepts a stroke of more than 5 points spread at least 8.5 both ways', () => {
    expect(isSignatureSufficient([line(6, 2, 2)])).toBe(true); // spread 10 × 10
    expect(
      isSignatureSufficient([
        [
          { x: 0, y: 0 },
          { x: 8.5, y: 8.5 },
        ],
        line(6, 0.1, 0.1),
      ]),
    ).toBe(true);
  });
  it('refuses nothing or a single point', () => {
    expect(isSignatureSufficient([])).toBe(false);
    expect(isSignatureSufficient([[{ x: 1, y: 1 }]])).toBe(false);
  });
  it('refuses when no stroke is longer than 5 points', () => {
    expect(isSignatureSufficient([line(5, 5, 5), line(5, 5, 5)])).toBe(false);
  });
  it('refuses a spread under 8.5 on either axis', () => {
    expect(isSignatureSufficient([line(6, 2, 1.6)])).toBe(false); // y spread 8
    expect(isSignatureSufficient([line(6, 1.6, 2)])).toBe(false); // x spread 8
    expect(isSignatureSufficient([line(6, 1.7, 1.7)])).toBe(true); // exactly 8.5
  });
  it("has the spec's message and canvas sizes", () => {
    expect(INVALID_SIGNATURE_MESSAGE).toBe('Invalid signature. Please sign your name or initials.');
    expect(SIGNATURE_CANVAS_SIZES.default).toEqual({ width: 300, height: 100 });
    expect(SIGNATURE_CANVAS_SIZES.sm).toEqual({ width: 372, height: 124 });
  });
  it('recognises a PNG data URL', () => {
    expect(isSignatureDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSignatureDataUrl('data:image/jpeg;base64,abc')).toBe(false);
  });
});

/** A PNG's first bytes (signature, IHDR of the given size), then `extra` bytes, as a data URL. */
function pngHeader(width: number, height: number, extra = 17): string {
  const bytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
  for (const n of [width, height]) bytes.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
  for (let i = 0; i < extra; i++) bytes.push(0);
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
}

describe('signatureImageProblem (decision 0074)', () => {
  it("takes the pad's PNG at any size it makes, up to the limits", () => {
    expect(signatureImageProblem(pngHeader(300, 100))).toBeNull();
    expect(signatureImageProblem(pngHeader(3072, 1024))).toBeNull();
    expect(
      signatureImageProblem(pngHeader(SIGNATURE_IMAGE_LIMITS.maxWidth, SIGNATURE_IMAGE_LIMITS.maxHeight)),
    ).toBeNull();
  });
  it('refuses a PNG wider or taller than the limits, or larger in bytes, from its header', () => {
    expect(signatureImageProblem(pngHeader(4000, 4000))).toBe('tooLarge');
    expect(signatureImageProblem(pngHeader(SIGNATURE_IMAGE_LIMITS.maxWidth + 1, 100))).toBe('tooLarge');
    expect(signatureImageProblem(pngHeader(300, SIGNATURE_IMAGE_LIMITS.maxHeight + 1))).toBe('tooLarge');
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((SIGNATURE_IMAGE_LIMITS.maxBytes * 4) / 3) + 8)}`;
    expect(signatureImageProblem(big)).toBe('tooLarge');
  });
  it('refuses what is not a PNG: other bytes, a cut-short header, no width', () => {
    expect(signatureImageProblem('data:image/png;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==')).toBe('notPng');
    expect(signatureImageProblem('data:image/png;base64,iVBORw0KGgo=')).toBe('notPng');
    expect(signatureImageProblem(pngHeader(0, 100))).toBe('notPng');
  });
});
