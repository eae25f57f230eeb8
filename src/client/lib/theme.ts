import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';

/** Groupcover's own primary colour: 7.3:1 against white, so filled buttons and links pass WCAG AA. */
export const GROUPCOVER_COLOR = '#1a5a8c';
/** WCAG 2.x AA minimum for normal-size text. */
export const AA_CONTRAST = 4.5;

/** Secondary text (Mantine's "dimmed"): Mantine's gray-7, 8.2:1 on white (gray-6 is only 3.3:1). */
export const DIMMED_TEXT_COLOR = '#495057';
/** Base of the error palette: Mantine's red-9, 5.5:1 on white (red-6, the default error colour, is 3.3:1). */
export const ERROR_COLOR = '#c92a2a';
/** Success text: Mantine's teal-9, 5.0:1 on white (teal-8, the default, is 4.0:1). */
export const SUCCESS_TEXT_COLOR = '#087f5b';

const WHITE = '#ffffff';
const BLACK = '#000000';
const LUMINANCE_WEIGHTS = [0.2126, 0.7152, 0.0722];

/** Parses #rgb or #rrggbb (leading # optional) into [r, g, b]; null for anything else. */
export function parseHexColor(value: string): number[] | null {
  const hex = value.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function rgbOf(hex: string): number[] {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  return rgb;
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  return rgbOf(hex).reduce((sum, c, i) => {
    const s = c / 255;
    const linear = s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    return sum + LUMINANCE_WEIGHTS[i]! * linear;
  }, 0);
}

/** WCAG 2.x contrast ratio (1 to 21) between two colours, in either order. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes `hex` towards `target`; weight 0 keeps `hex`, 1 gives `target`. */
function mix(hex: string, target: string, weight: number): string {
  const to = rgbOf(target);
  return toHex(rgbOf(hex).map((c, i) => c + (to[i]! - c) * weight));
}

/**
 * The primary colour: the partner's colour when it is a hex colour that carries white text at AA contrast
 * (filled buttons use it as background, links as text), else Groupcover's.
 */
export function resolvePrimaryColor(partnerColor: string | null | undefined): string {
  const rgb = partnerColor ? parseHexColor(partnerColor) : null;
  if (!rgb) return GROUPCOVER_COLOR;
  const hex = toHex(rgb);
  return contrastRatio(hex, WHITE) >= AA_CONTRAST ? hex : GROUPCOVER_COLOR;
}

/** Ten shades around `base`, which sits at shade 6 (the filled shade); 0–5 are tints, 7–9 darker. */
export function buildColorScale(base: string): MantineColorsTuple {
  const tints = [0.95, 0.88, 0.76, 0.62, 0.45, 0.25].map((w) => mix(base, WHITE, w));
  const shades = [0.15, 0.3, 0.45].map((w) => mix(base, BLACK, w));
  return [...tints, toHex(rgbOf(base)), ...shades] as unknown as MantineColorsTuple;
}

/**
 * The app theme. Light variants use shade 1 as background and shade 9 as text, filled variants shade 6
 * with white text; both pass AA for any colour `resolvePrimaryColor` accepts.
 */
export function createAppTheme(partnerColor: string | null | undefined): MantineThemeOverride {
  return {
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: buildColorScale(resolvePrimaryColor(partnerColor)), red: buildColorScale(ERROR_COLOR) },
    focusRing: 'auto',
    defaultRadius: 'md',
    headings: { fontWeight: '700' },
    // Someone who asks their system for less motion gets dialogs, menus and collapses without transitions
    // (WCAG 2.3.3): they appear and go at once instead of on animation frames (decision 0060).
    respectReducedMotion: true,
    components: {
      // Mantine's notification close button has no name; screen readers need one.
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
      // A link is told from the text around it by more than its colour (WCAG 1.4.1; axe link-in-text-block on
      // the renewal pages): underlined always, not only on hover.
      Anchor: { defaultProps: { underline: 'always' } },
    },
  };
}

/** Raises Mantine's low-contrast defaults for secondary and success text to AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT_COLOR, '--mantine-color-success': SUCCESS_TEXT_COLOR },
  dark: {},
});
