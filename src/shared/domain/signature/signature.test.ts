import { describe, expect, it } from 'vitest';
import {
  INVALID_SIGNATURE_MESSAGE,
  isSignatureDataUrl,
  isSignatureSufficient,
  SIGNATURE_CANVAS_SIZES,
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
