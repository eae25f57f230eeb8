import { isSignatureSufficient } from '@shared/domain/signature/signature';
import { describe, expect, it } from 'vitest';
import { movePen, toSignatureStrokes } from './signature-strokes';

describe('toSignatureStrokes', () => {
  it('keeps x and y only, rounded, and drops empty strokes', () => {
    const groups = [{ points: [{ x: 1.23456, y: 2.5, time: 1, pressure: 0.5 }] }, { points: [] }];
    expect(toSignatureStrokes(groups)).toEqual([[{ x: 1.23, y: 2.5 }]]);
  });
});

describe('movePen', () => {
  const bounds = { width: 300, height: 100 };
  it('moves by the step in the arrow direction', () => {
    expect(movePen({ x: 50, y: 50 }, 'ArrowRight', 6, bounds)).toEqual({ x: 56, y: 50 });
    expect(movePen({ x: 50, y: 50 }, 'ArrowUp', 6, bounds)).toEqual({ x: 50, y: 44 });
  });
  it('stays inside the canvas', () => {
    expect(movePen({ x: 297, y: 1 }, 'ArrowRight', 20, bounds)).toEqual({ x: 298, y: 2 });
    expect(movePen({ x: 3, y: 50 }, 'ArrowLeft', 20, bounds)).toEqual({ x: 2, y: 50 });
  });
  it('ignores other keys', () => {
    expect(movePen({ x: 3, y: 50 }, 'a', 20, bounds)).toBeNull();
  });
  it('a keyboard signature of a few moves in two directions is sufficient', () => {
    let pen = { x: 40, y: 40 };
    const stroke = [pen];
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowUp']) {
      pen = movePen(pen, key, 6, bounds)!;
      stroke.push(pen);
    }
    expect(isSignatureSufficient([stroke])).toBe(true);
  });
});
