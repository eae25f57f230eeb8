/**
 * Text hygiene: what a person can type into a text field. The C0 controls (U+0000–U+001F), DEL and the C1
 * controls (U+007F–U+009F) are never part of a name, an address or an answer, and a lone UTF-16 surrogate is
 * not a character at all. PostgreSQL refuses U+0000 in text (the write fails), and UTF-8 encoding turns a
 * lone surrogate into U+FFFD (the text changes without a word), so both are refused where they arrive.
 * Multi-line fields (an explanation) may also hold tab, line feed and carriage return.
 */
export const SPECIAL_CHARACTERS_MESSAGE = 'Remove the special characters from this field.';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** The text holds a control character (tab, LF and CR allowed when multi-line) or a lone surrogate. */
export function hasSpecialCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  const multiline = options.multiline === true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (multiline && (c === TAB || c === LINE_FEED || c === CARRIAGE_RETURN)) continue;
      return true;
    }
    if (c >= 0x7f && c <= 0x9f) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++; // a well-formed pair: one character outside the Basic Multilingual Plane
        continue;
      }
      return true;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

/**
 * A CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell a spreadsheet would read as
 * a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe (OWASP "CSV
 * injection").
 */
export function toCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Ends a sentence after a name that may end in its own full stop: "…of Harborview Architecture, Inc." rather
 * than "Inc..". A name ending in "!" or "?" keeps it too.
 */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text.trimEnd()) ? text : `${text}.`;
}
