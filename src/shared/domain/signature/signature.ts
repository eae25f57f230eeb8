/** A point of a drawn signature (canvas pixels). */
export interface SignaturePoint {
  x: number;
  y: number;
}

/** A signature as drawn: strokes of points (the signature pad's toData(), points only). */
export type SignatureStrokes = ReadonlyArray<ReadonlyArray<SignaturePoint>>;

/** The thresholds of spec 1 §9: a stroke longer than 5 points and a spread of at least 8.5 on both axes. */
export const SIGNATURE_MIN_STROKE_POINTS = 5;
export const SIGNATURE_MIN_SPREAD = 8.5;

/** The statement the employee signs under (spec 1 §2, Review and Sign); the signed application's PDF repeats it. */
export const SIGN_STATEMENT =
  'By signing below, I agree that all the information I have provided is true and correct.';

/** The message when a signature is too small (spec 1 §5). */
export const INVALID_SIGNATURE_MESSAGE = 'Invalid signature. Please sign your name or initials.';

/** A signature is sufficient with more than 1 point, some stroke longer than 5 points, and a spread of at least 8.5 in x and in y. */
export function isSignatureSufficient(strokes: SignatureStrokes): boolean {
  let points = 0;
  let hasLongStroke = false;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const stroke of strokes) {
    points += stroke.length;
    if (stroke.length > SIGNATURE_MIN_STROKE_POINTS) hasLongStroke = true;
    for (const p of stroke) {
      if (p.x < minX) minX = p.x;
      if (p.x > maxX) maxX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.y > maxY) maxY = p.y;
    }
  }
  return (
    points > 1 && hasLongStroke && maxX - minX >= SIGNATURE_MIN_SPREAD && maxY - minY >= SIGNATURE_MIN_SPREAD
  );
}

/** The signature image is a PNG data URL (what the pad's toDataURL() returns). */
export function isSignatureDataUrl(value: string): boolean {
  return /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(value);
}

/** Signature canvas sizes (spec 1 §9): default 300×100; lg 358×119, md 350×116, sm 372×124; fluid below sm. */
export const SIGNATURE_CANVAS_SIZES = {
  default: { width: 300, height: 100 },
  lg: { width: 358, height: 119 },
  md: { width: 350, height: 116 },
  sm: { width: 372, height: 124 },
} as const;
