import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  buildColorScale,
  contrastRatio,
  createAppTheme,
  DIMMED_TEXT_COLOR,
  ERROR_COLOR,
  GROUPCOVER_COLOR,
  parseHexColor,
  resolvePrimaryColor,
  SUCCESS_TEXT_COLOR,
} from './theme';

const WHITE = '#ffffff';
const MANTINE_DEFAULT_BLUE = '#228be6';
const DARK_PURPLE_PARTNER = '#6a1b9a';
const LIGHT_YELLOW_PARTNER = '#ffd43b';

describe('contrastRatio', () => {
  it('gives the WCAG extremes', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });

  it('is symmetric and matches a known value (#767676 on white is 4.54:1)', () => {
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(WHITE, '#767676')).toBeCloseTo(4.54, 2);
  });
});

describe('parseHexColor', () => {
  it('reads 6- and 3-digit hex with or without #', () => {
    expect(parseHexColor('#1A5A8C')).toEqual([26, 90, 140]);
    expect(parseHexColor('fff')).toEqual([255, 255, 255]);
  });

  it('refuses names and other formats', () => {
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('rgb(0,0,0)')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
  });
});

describe('resolvePrimaryColor', () => {
  it('uses Groupcover colour when there is no partner colour', () => {
    expect(resolvePrimaryColor(null)).toBe(GROUPCOVER_COLOR);
    expect(resolvePrimaryColor(undefined)).toBe(GROUPCOVER_COLOR);
  });

  it('keeps a partner colour that carries white text at AA', () => {
    expect(resolvePrimaryColor(DARK_PURPLE_PARTNER)).toBe(DARK_PURPLE_PARTNER);
    expect(resolvePrimaryColor('#6A1B9A')).toBe(DARK_PURPLE_PARTNER);
  });

  it('falls back when the partner colour fails contrast against white', () => {
    expect(contrastRatio(MANTINE_DEFAULT_BLUE, WHITE)).toBeLessThan(AA_CONTRAST);
    expect(resolvePrimaryColor(MANTINE_DEFAULT_BLUE)).toBe(GROUPCOVER_COLOR);
    expect(resolvePrimaryColor(LIGHT_YELLOW_PARTNER)).toBe(GROUPCOVER_COLOR);
  });

  it('falls back when the partner colour is not a hex colour', () => {
    expect(resolvePrimaryColor('navy')).toBe(GROUPCOVER_COLOR);
  });
});

describe('buildColorScale', () => {
  for (const base of [GROUPCOVER_COLOR, DARK_PURPLE_PARTNER, '#006400', ERROR_COLOR]) {
    it(`keeps every text use of ${base} at AA`, () => {
      const scale = buildColorScale(base);
      expect(scale).toHaveLength(10);
      expect(scale[6]).toBe(base);
      // filled: white text on shade 6; outline and links: shade 6 on white
      expect(contrastRatio(WHITE, scale[6])).toBeGreaterThanOrEqual(AA_CONTRAST);
      // filled hover: white text on shade 7
      expect(contrastRatio(WHITE, scale[7]!)).toBeGreaterThanOrEqual(AA_CONTRAST);
      // light variant: shade 9 text on shade 1 and on its hover background, shade 2
      expect(contrastRatio(scale[9]!, scale[1])).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(scale[9]!, scale[2])).toBeGreaterThanOrEqual(AA_CONTRAST);
    });
  }
});

describe('text colours', () => {
  it('dimmed and success text pass AA on white', () => {
    expect(contrastRatio(DIMMED_TEXT_COLOR, WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(SUCCESS_TEXT_COLOR, WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('Groupcover colour itself passes AA with white', () => {
    expect(contrastRatio(GROUPCOVER_COLOR, WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});

describe('links', () => {
  it('are underlined always, so a link in a sentence is told apart by more than its colour', () => {
    expect(createAppTheme(null).components?.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
  });
});
