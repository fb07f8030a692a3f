import { plannedHeight, SITE_IMAGE_PLANS } from '@fixwell/common/admin/site-images';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp } from '@/testing/test-utils';

const homeHero = {
  id: 'home-hero',
  slot: 'home-hero',
  kind: 'hero',
  alt: 'A bright kitchen after a refit',
  version: '0123456789abcdef',
  files: SITE_IMAGE_PLANS.hero.files.map((file) => ({ ...file, height: plannedHeight(file) })),
};

describe('the home page', () => {
  it('shows the hero an admin uploaded, with its alt text, size and WebP sizes', async () => {
    installFakePublicData({ collections: { siteImages: [homeHero] } });
    renderApp('/', { profile: null });
    expect(await findPageHeading()).toHaveTextContent('Find trusted local tradespeople');
    const image = await screen.findByRole('img', { name: 'A bright kitchen after a refit' });
    expect(image).toHaveAttribute('src', '/site-images/home-hero/0123456789abcdef/1024.jpg');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image.closest('picture')?.querySelector('source')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/site-images/home-hero/0123456789abcdef/1600.webp 1600w'),
    );
  });

  it('shows no picture while the slot is empty', async () => {
    installFakePublicData();
    renderApp('/', { profile: null });
    expect(await findPageHeading()).toHaveTextContent('Find trusted local tradespeople');
    expect(screen.queryByRole('img', { name: /kitchen/ })).toBeNull();
    expect(document.querySelector('.hero-picture')).toBeNull();
  });
});
