import type { SignaturePoint } from '@shared/domain/signature/signature';

/** Rounds canvas coordinates to hundredths: the server needs positions, not float noise. */
export function toSignatureStrokes(
  groups: ReadonlyArray<{ points: ReadonlyArray<{ x: number; y: number }> }>,
): SignaturePoint[][] {
  const round = (n: number) => Math.round(n * 100) / 100;
  return groups
    .map((group) => group.points.map((p) => ({ x: round(p.x), y: round(p.y) })))
    .filter((stroke) => stroke.length > 0);
}

/** Keyboard drawing: where the pen goes for an arrow key, kept inside the canvas. */
export function movePen(
  pen: { x: number; y: number },
  key: string,
  step: number,
  bounds: { width: number; height: number },
): { x: number; y: number } | null {
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const d = delta[key];
  if (!d) return null;
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 2), Math.max(2, max - 2));
  return { x: clamp(pen.x + d[0], bounds.width), y: clamp(pen.y + d[1], bounds.height) };
}
