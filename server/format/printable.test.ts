import { describe, expect, it } from 'vitest';
import { printable } from './printable.ts';

describe('printable', () => {
  it('shows control and invisible characters as escapes', () => {
    expect(printable('Ada\u001b[2J\r\n#2 forged')).toBe('Ada\\u{1B}[2J\\u{D}\\u{A}#2 forged');
    expect(printable('Ada \u202Eecilam\u200B')).toBe('Ada \\u{202E}ecilam\\u{200B}');
    expect(printable('a\u0085b\u2028c')).toBe('a\\u{85}b\\u{2028}c');
    expect(printable('lone \uD800 half')).toBe('lone \\u{D800} half');
  });

  it('keeps line feeds and tabs where asked, never carriage returns', () => {
    expect(printable('one\n\ttwo\r', { keepLineBreaks: true })).toBe('one\n\ttwo\\u{D}');
  });

  it('leaves ordinary text in any script alone', () => {
    const text = 'Zoë Ñúñez देवनागरी شكرا 🎉 <a@b.c>';
    expect(printable(text)).toBe(text);
  });
});
