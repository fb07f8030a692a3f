import { describe, expect, it } from 'vitest';

import { logoFileOf, logoObjectPath, logoUrl } from './logo-store';

const FILE = '0123456789abcdef0123456789abcdef.png';

describe('logo addresses', () => {
  it('names a company’s logo object and URL from its uid and hash', () => {
    expect(logoObjectPath('acme', FILE)).toBe(`company-logos/acme/${FILE}`);
    expect(logoUrl('acme', FILE)).toBe(`/api/company-logos/acme/${FILE}`);
  });

  it('refuses anything but a uid and a hash-named PNG, so no path can escape the folder', () => {
    expect(logoObjectPath('acme', '../quote-photos/x')).toBeNull();
    expect(logoObjectPath('acme', 'logo.svg')).toBeNull();
    expect(logoObjectPath('../acme', FILE)).toBeNull();
    expect(logoObjectPath('', FILE)).toBeNull();
  });

  it('reads back the file of a URL only when it is that company’s', () => {
    expect(logoFileOf('acme', logoUrl('acme', FILE))).toBe(FILE);
    expect(logoFileOf('rival', logoUrl('acme', FILE))).toBeNull();
    expect(logoFileOf('acme', `https://example.com/logo.png`)).toBeNull();
    expect(logoFileOf('acme', `/api/company-logos/acme/${FILE}/extra`)).toBeNull();
    expect(logoFileOf('acme', null)).toBeNull();
  });
});
