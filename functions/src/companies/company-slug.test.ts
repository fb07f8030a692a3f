import { describe, expect, it } from 'vitest';

import { companySlugBase, pickSlug, slugCandidates, slugify } from './company-slug';

describe('slugify', () => {
  it('keeps lower-case words joined by hyphens', () => {
    expect(slugify('Brightwater Plumbing & Heating')).toBe('brightwater-plumbing-heating');
    expect(slugify("O'Brien’s Électrique  Ltd.")).toBe('obriens-electrique-ltd');
    expect(slugify('  --  ')).toBe('');
  });
});

describe('companySlugBase', () => {
  it('joins the business name and the outward code', () => {
    expect(companySlugBase('Brightwater Plumbing & Heating', 'LS1 4AP')).toBe(
      'brightwater-plumbing-heating-ls1',
    );
    expect(companySlugBase('Hartley Electrical Ltd', 'ls6 2ab')).toBe('hartley-electrical-ltd-ls6');
  });

  it('copes with names that slugify to nothing and postcodes that are not UK ones', () => {
    expect(companySlugBase('&&&', 'M1 1AE')).toBe('company-m1');
    expect(companySlugBase('Newco Electrical', 'nowhere')).toBe('newco-electrical');
  });

  it('caps very long names', () => {
    expect(companySlugBase('a'.repeat(200), 'LS1 4AP')).toBe(`${'a'.repeat(60)}-ls1`);
  });
});

describe('pickSlug', () => {
  const base = 'newco-electrical-m1';

  it('takes the base when it is free, else the first free numbered one', () => {
    expect(pickSlug(base, new Set(), 'uid-1')).toBe(base);
    expect(pickSlug(base, new Set([base, `${base}-2`]), 'uid-1')).toBe(`${base}-3`);
  });

  it('falls back to a suffix from the owner uid when all candidates are taken', () => {
    expect(pickSlug(base, new Set(slugCandidates(base)), 'Xy7Qz9AbCdEf')).toBe(`${base}-xy7qz9ab`);
  });
});
