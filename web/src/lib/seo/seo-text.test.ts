import { describe, expect, it } from 'vitest';

import {
  buildPageTitle,
  ELLIPSIS,
  normaliseWhitespace,
  truncateDescription,
  truncateText,
  truncateTitle,
} from '@/lib/seo/seo-text';

const a = (n: number) => 'a'.repeat(n);
const b = (n: number) => 'b'.repeat(n);

describe('truncateTitle (limit 60, word boundary must lie beyond 48)', () => {
  it('keeps a title of exactly 60 characters', () => {
    const title = `${a(29)} ${b(30)}`;
    expect(title).toHaveLength(60);
    expect(truncateTitle(title)).toBe(title);
  });

  it('cuts a title of 61 characters and marks the cut with an ellipsis within the limit', () => {
    const cut = truncateTitle(`${a(55)} ${b(5)}`);
    expect(cut).toBe(`${a(55)}${ELLIPSIS}`);
    expect(cut.length).toBeLessThanOrEqual(60);
  });

  it('breaks at a word ending at 81% of the limit', () => {
    // The word ends at character 49 (81.7%); the next word runs past the limit.
    expect(truncateTitle(`${a(49)} ${b(20)}`)).toBe(`${a(49)}${ELLIPSIS}`);
  });

  it('cuts hard when the last word ends at 79% of the limit', () => {
    // The word ends at character 47 (78.3%): too early, so the cut falls mid-word.
    const cut = truncateTitle(`${a(47)} ${b(20)}`);
    expect(cut).toBe(`${a(47)} ${b(11)}${ELLIPSIS}`);
    expect(cut).toHaveLength(60);
  });

  it('cuts hard when the word boundary sits exactly at 80% of the limit', () => {
    expect(truncateTitle(`${a(48)} ${b(20)}`)).toBe(`${a(48)} ${b(10)}${ELLIPSIS}`);
  });

  it('cuts a text with no spaces at all to 59 characters and an ellipsis', () => {
    expect(truncateTitle(a(100))).toBe(`${a(59)}${ELLIPSIS}`);
  });
});

describe('truncateDescription (limit 160, word boundary must lie beyond 128)', () => {
  it('keeps a description of exactly 160 characters', () => {
    const text = `${a(100)} ${b(59)}`;
    expect(truncateDescription(text)).toBe(text);
  });

  it('breaks at a word ending at 81% of the limit', () => {
    // 130 characters is 81.25% of 160.
    expect(truncateDescription(`${a(130)} ${b(50)}`)).toBe(`${a(130)}${ELLIPSIS}`);
  });

  it('cuts hard when the last word ends at 79% of the limit', () => {
    // 126 characters is 78.75% of 160.
    const cut = truncateDescription(`${a(126)} ${b(60)}`);
    expect(cut).toBe(`${a(126)} ${b(32)}${ELLIPSIS}`);
    expect(cut).toHaveLength(160);
  });

  it('adds no ellipsis when the kept text ends in a full stop', () => {
    expect(truncateDescription(`${a(130)}. ${b(50)}`)).toBe(`${a(130)}.`);
  });

  it('keeps a sentence that ends exactly at the limit, with no ellipsis', () => {
    const sentence = `${a(100)} ${b(58)}.`;
    expect(sentence).toHaveLength(160);
    expect(truncateDescription(`${sentence} More follows here.`)).toBe(sentence);
  });

  it('drops a dangling comma before the ellipsis', () => {
    expect(truncateDescription(`${a(130)}, ${b(50)}`)).toBe(`${a(130)}${ELLIPSIS}`);
  });

  it('cuts real prose at a word', () => {
    const text =
      'Find trusted, vetted local plumbers, electricians, roofers, builders, plasterers and decorators near you. Compare free quotes, read genuine reviews and book with confidence today.';
    const cut = truncateDescription(text);
    expect(cut).toBe(
      'Find trusted, vetted local plumbers, electricians, roofers, builders, plasterers and decorators near you. Compare free quotes, read genuine reviews and book…',
    );
    expect(cut.length).toBeLessThanOrEqual(160);
  });
});

describe('empty strings and whitespace', () => {
  it('returns empty for empty or blank text', () => {
    expect(truncateTitle('')).toBe('');
    expect(truncateDescription('   \n\t  ')).toBe('');
  });

  it('trims and collapses whitespace before measuring', () => {
    expect(normaliseWhitespace('  Boiler \n\n repair\tin   Leeds  ')).toBe(
      'Boiler repair in Leeds',
    );
    // 70 characters with padding, 60 once collapsed: nothing to cut.
    const padded = `   ${a(29)}     ${b(30)}   `;
    expect(truncateTitle(padded)).toBe(`${a(29)} ${b(30)}`);
  });

  it('does not split a character outside the Basic Multilingual Plane', () => {
    const cut = truncateText(`${a(58)}🔧🔧🔧`, 60);
    expect(cut).toBe(`${a(58)}${ELLIPSIS}`);
  });

  it('never exceeds the limit', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) as number;
    for (let run = 0; run < 300; run += 1) {
      const words = Array.from({ length: 1 + Math.floor(random() * 40) }, () =>
        'x'.repeat(1 + Math.floor(random() * 14)),
      );
      const text = words.join(random() < 0.3 ? '. ' : ' ');
      expect(truncateTitle(text).length).toBeLessThanOrEqual(60);
      expect(truncateDescription(text).length).toBeLessThanOrEqual(160);
      expect(buildPageTitle(text).length).toBeLessThanOrEqual(60);
    }
  });
});

describe('buildPageTitle', () => {
  it('adds the site suffix', () => {
    expect(buildPageTitle('Sign in')).toBe('Sign in | Fixwell');
  });

  it('does not add the suffix twice', () => {
    expect(buildPageTitle('Sign in | Fixwell')).toBe('Sign in | Fixwell');
  });

  it('keeps a title that reaches exactly 60 characters with the suffix', () => {
    const title = `${a(25)} ${b(24)}`;
    expect(buildPageTitle(title)).toBe(`${title} | Fixwell`);
    expect(buildPageTitle(title)).toHaveLength(60);
  });

  it('shortens a title that would pass 60 characters with the suffix, then suffixes it', () => {
    // 51 + 10 = 61: the title is cut to fit 50 characters (word boundary beyond 40).
    const result = buildPageTitle(`${a(45)} ${b(5)}`);
    expect(result).toBe(`${a(45)}${ELLIPSIS} | Fixwell`);
    expect(result.length).toBeLessThanOrEqual(60);
  });

  it('cuts hard when the only word boundary lies within 80% of the shortened limit', () => {
    const result = buildPageTitle(`${a(39)} ${b(30)}`);
    expect(result).toBe(`${a(39)} ${b(9)}${ELLIPSIS} | Fixwell`);
    expect(result).toHaveLength(60);
  });

  it('shortens a long title that already carries the suffix, suffixing it once', () => {
    const result = buildPageTitle(`${a(70)} | Fixwell`);
    expect(result).toBe(`${a(49)}${ELLIPSIS} | Fixwell`);
    expect(result).toHaveLength(60);
  });

  it('falls back to the site name for an empty or blank title', () => {
    expect(buildPageTitle('')).toBe('Fixwell');
    expect(buildPageTitle('   ')).toBe('Fixwell');
    expect(buildPageTitle('Fixwell')).toBe('Fixwell');
    expect(buildPageTitle(' | Fixwell')).toBe('Fixwell');
  });

  it('collapses whitespace in the title', () => {
    expect(buildPageTitle('  Boiler   repair ')).toBe('Boiler repair | Fixwell');
  });
});
