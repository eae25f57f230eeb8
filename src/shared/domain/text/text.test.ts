import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endSentence, hasSpecialCharacters } from './text';

const controls = [
  ...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)),
  ...Array.from({ length: 0x9f - 0x7f + 1 }, (_, i) => String.fromCharCode(0x7f + i)),
];
const controlSet = new Set(controls);
const lineBreaks = ['\t', '\n', '\r'];

describe('hasSpecialCharacters', () => {
  it('passes what people type, in any script, emoji included', () => {
    for (const text of [
      'Oakland',
      "Mary-Jo O'Neil Jr.",
      'José Núñez',
      '東京都',
      'Zoë 👩‍👩‍👧',
      '',
      ' ',
      '¡Hola! ¿Qué tal?',
    ])
      expect(hasSpecialCharacters(text), text).toBe(false);
  });

  it('finds each C0 control, DEL and each C1 control', () => {
    for (const c of controls) {
      expect(hasSpecialCharacters(`Oak${c}land`), `U+${c.charCodeAt(0).toString(16)}`).toBe(true);
      expect(hasSpecialCharacters(c)).toBe(true);
    }
    expect(hasSpecialCharacters('Oak\u0000land')).toBe(true);
    expect(hasSpecialCharacters('\u00a0')).toBe(false); // no-break space is text
  });

  it('allows tab and line breaks only in multi-line text', () => {
    for (const c of lineBreaks) {
      expect(hasSpecialCharacters(`one${c}two`)).toBe(true);
      expect(hasSpecialCharacters(`one${c}two`, { multiline: true })).toBe(false);
    }
    for (const c of controls.filter((x) => !lineBreaks.includes(x)))
      expect(hasSpecialCharacters(`one${c}two`, { multiline: true })).toBe(true);
  });

  it('finds a lone surrogate, high or low, anywhere; a pair is one character', () => {
    expect(hasSpecialCharacters('a\ud800b')).toBe(true);
    expect(hasSpecialCharacters('a\udc00b')).toBe(true);
    expect(hasSpecialCharacters('\ud800')).toBe(true);
    expect(hasSpecialCharacters('ab\udbff')).toBe(true);
    expect(hasSpecialCharacters('\udc00\ud800')).toBe(true); // reversed pair
    expect(hasSpecialCharacters('\ud83d\ude00')).toBe(false); // 😀
  });

  it('passes every well-formed text without controls, and finds a control put anywhere into it', () => {
    const clean = fc
      .string({ unit: 'binary', maxLength: 40 })
      .map((s) => [...s].filter((ch) => !controlSet.has(ch)).join(''));
    fc.assert(
      fc.property(clean, fc.nat(), fc.constantFrom(...controls, '\ud800', '\udfff'), (text, at, bad) => {
        expect(hasSpecialCharacters(text)).toBe(false);
        const chars = [...text];
        const i = at % (chars.length + 1);
        expect(hasSpecialCharacters([...chars.slice(0, i), bad, ...chars.slice(i)].join(''))).toBe(true);
      }),
    );
    // Generating full-Unicode strings is slow on a busy machine: the property gets room beyond the default.
  }, 30_000);
});

describe('endSentence', () => {
  it('adds a full stop unless the name already ends a sentence', () => {
    expect(endSentence('You are now managing Harborview Architecture, Inc.')).toBe(
      'You are now managing Harborview Architecture, Inc.',
    );
    expect(endSentence('You are now managing Catskill Outfitters')).toBe(
      'You are now managing Catskill Outfitters.',
    );
    expect(endSentence('Welcome to Yahoo!')).toBe('Welcome to Yahoo!');
  });
});
