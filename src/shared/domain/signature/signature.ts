/** A point of a drawn signature (canvas pixels). */
export interface SignaturePoint {
  x: number;
  y: number;
}

/** A signature as drawn: strokes of points (the signature pad's toData(), points only). */
export type SignatureStrokes = ReadonlyArray<ReadonlyArray<SignaturePoint>>;

/** The thresholds of docs/spec/1 §9: a stroke longer than 5 points and a spread of at least 8.5 on both axes. */
export const SIGNATURE_MIN_STROKE_POINTS = 5;
export const SIGNATURE_MIN_SPREAD = 8.5;

/** The statement the employee signs under (docs/spec/1 §2, Review and Sign); the signed application's PDF repeats it. */
export const SIGN_STATEMENT =
  'By signing below, I agree that all the information I have provided is true and correct.';

/** The message when a signature is too small (docs/spec/1 §5). */
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

const SIGNATURE_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';

/** The signature image is a PNG data URL (what the pad's toDataURL() returns). */
export function isSignatureDataUrl(value: string): boolean {
  return SIGNATURE_DATA_URL.test(value);
}

/**
 * The largest signature image taken (decision 0074). The pad's canvas is its CSS size times the pixel ratio:
 * at most 372×124 from the sm breakpoint up, and the width of the screen (below 768 px) by a third of it under
 * it; at a pixel ratio of 4 that is 3,072×1,024. A drawn line compresses to tens of kilobytes.
 */
export const SIGNATURE_IMAGE_LIMITS = { maxBytes: 1_000_000, maxWidth: 3200, maxHeight: 1200 } as const;

export const SIGNATURE_IMAGE_MESSAGES = {
  notPng: 'The signature could not be read. Please clear it and sign again.',
  tooLarge: 'The signature image is too large. Please clear it and sign again.',
} as const;
export type SignatureImageProblem = keyof typeof SIGNATURE_IMAGE_MESSAGES;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

/**
 * Whether a PNG data URL (isSignatureDataUrl) can be the pad's image, read from its size and its first 24
 * bytes only, never by decoding it: a PNG signature then an IHDR of 13 bytes naming a width and height of at
 * least 1 and at most the limits, and at most `maxBytes` in all. Null when it can be; an image that is not a
 * PNG data URL at all is the caller's "signature required".
 */
export function signatureImageProblem(dataUrl: string): SignatureImageProblem | null {
  const base64 = dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > SIGNATURE_IMAGE_LIMITS.maxBytes) return 'tooLarge';
  let head: string;
  try {
    // 32 characters are 24 bytes: the signature, the IHDR's length and type, the width and the height.
    head = atob(base64.slice(0, 32));
  } catch {
    return 'notPng';
  }
  if (head.length < 24) return 'notPng';
  const byte = (i: number) => head.charCodeAt(i);
  const uint32 = (i: number) =>
    ((byte(i) << 24) | (byte(i + 1) << 16) | (byte(i + 2) << 8) | byte(i + 3)) >>> 0;
  if (PNG_MAGIC.some((b, i) => byte(i) !== b) || uint32(8) !== 13 || IHDR.some((b, i) => byte(12 + i) !== b))
    return 'notPng';
  const width = uint32(16);
  const height = uint32(20);
  if (width === 0 || height === 0) return 'notPng';
  if (width > SIGNATURE_IMAGE_LIMITS.maxWidth || height > SIGNATURE_IMAGE_LIMITS.maxHeight) return 'tooLarge';
  return null;
}

/** Signature canvas sizes (docs/spec/1 §9): default 300×100; lg 358×119, md 350×116, sm 372×124; fluid below sm. */
export const SIGNATURE_CANVAS_SIZES = {
  default: { width: 300, height: 100 },
  lg: { width: 358, height: 119 },
  md: { width: 350, height: 116 },
  sm: { width: 372, height: 124 },
} as const;
