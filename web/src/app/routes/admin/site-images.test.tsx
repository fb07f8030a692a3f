import {
  plannedHeight,
  SITE_IMAGE_MESSAGES,
  SITE_IMAGE_PLANS,
} from '@fixwell/common/admin/site-images';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchSiteImages,
  removeSiteImage,
  SiteImageUploadError,
  updateSiteImageAlt,
  uploadSiteImage,
  type SiteImageRow,
} from '@/features/site-images/api/site-images-data';
import type * as SiteImagesData from '@/features/site-images/api/site-images-data';
import { installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/site-images/api/site-images-data', async (importOriginal) => {
  const actual = await importOriginal<typeof SiteImagesData>();
  return {
    SiteImageUploadError: actual.SiteImageUploadError,
    siteImageFileProblem: actual.siteImageFileProblem,
    MAX_SITE_IMAGES: actual.MAX_SITE_IMAGES,
    fetchSiteImages: vi.fn(),
    uploadSiteImage: vi.fn(),
    updateSiteImageAlt: vi.fn(),
    removeSiteImage: vi.fn(),
  };
});

const hero = (slot: string, alt: string): SiteImageRow => ({
  slot,
  kind: 'hero',
  alt,
  version: '0123456789abcdef',
  files: SITE_IMAGE_PLANS.hero.files.map((file) => ({ ...file, height: plannedHeight(file) })),
  updatedAt: new Date('2026-11-22T10:00:00Z'),
});

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'k.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  installFakePublicData();
  vi.mocked(fetchSiteImages).mockReset();
  vi.mocked(uploadSiteImage).mockReset();
  vi.mocked(updateSiteImageAlt).mockReset();
  vi.mocked(removeSiteImage).mockReset();
});

const open = async (url = '/admin/site-images') => {
  renderApp(url, { profile: makeProfile('admin') });
  expect(await findPageHeading()).toHaveTextContent('Site images');
};
const card = (name: string | RegExp) => screen.findByRole('region', { name });

describe('/admin/site-images', () => {
  it('shows each slot with its image, alt text, when it changed and where it is used', async () => {
    vi.mocked(fetchSiteImages).mockResolvedValue([
      hero('home-hero', 'A bright kitchen after a refit'),
      hero('service-hero.plumber', 'A plumber under a sink'),
    ]);
    await open();
    const home = await card('Home page hero');
    expect(
      within(home).getByRole('img', { name: 'A bright kitchen after a refit' }),
    ).toHaveAttribute('src', '/site-images/home-hero/0123456789abcdef/640.webp');
    expect(home).toHaveTextContent('Changed 22 November 2026');
    expect(within(home).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(within(home).getByRole('button', { name: 'Remove image' })).toBeInTheDocument();

    const share = await card('Default share image');
    expect(share).toHaveTextContent('No image: pages use their built-in look.');
    expect(within(share).queryByRole('button', { name: 'Remove image' })).toBeNull();

    const plumber = await card('Plumber: service page hero');
    expect(within(plumber).getByRole('link', { name: 'Plumber' })).toHaveAttribute(
      'href',
      '/services/plumber',
    );
  });

  it('uploads an image with its alt text, showing progress, and names the slot in the request', async () => {
    vi.mocked(fetchSiteImages).mockResolvedValue([]);
    let finish: (value: SiteImageRow) => void = () => {};
    vi.mocked(uploadSiteImage).mockImplementation((_slot, _file, _alt, onProgress) => {
      onProgress?.(0.5);
      return new Promise((resolve) => (finish = resolve));
    });
    await open();
    const home = await card('Home page hero');
    const file = jpeg();
    await userEvent.upload(within(home).getByLabelText('Image'), file);
    await userEvent.type(
      within(home).getByLabelText('Description (alt text)'),
      'A bright kitchen after a refit',
    );
    await userEvent.click(within(home).getByRole('button', { name: 'Upload image' }));
    expect(await within(home).findByRole('progressbar')).toHaveAttribute('value', '0.5');
    expect(uploadSiteImage).toHaveBeenCalledWith(
      'home-hero',
      file,
      'A bright kitchen after a refit',
      expect.any(Function),
    );
    finish(hero('home-hero', 'A bright kitchen after a refit'));
    await waitFor(() => expect(within(home).queryByRole('progressbar')).toBeNull());
  });

  it('puts the server’s refusal on the file field, and checks the alt text before sending', async () => {
    vi.mocked(fetchSiteImages).mockResolvedValue([]);
    const tooSmall = 'The home hero must be at least 1600 pixels wide; this one is 900.';
    vi.mocked(uploadSiteImage).mockRejectedValue(new SiteImageUploadError(tooSmall, 'file'));
    await open();
    const home = await card('Home page hero');
    const fileInput = within(home).getByLabelText('Image');
    await userEvent.upload(fileInput, jpeg());
    const alt = within(home).getByLabelText('Description (alt text)');
    await userEvent.type(alt, 'IMG_2041.jpg');
    await userEvent.click(within(home).getByRole('button', { name: 'Upload image' }));
    expect(await within(home).findByText(SITE_IMAGE_MESSAGES.altFileName)).toBeInTheDocument();
    expect(uploadSiteImage).not.toHaveBeenCalled();

    await userEvent.clear(alt);
    await userEvent.type(alt, 'A kitchen');
    await userEvent.click(within(home).getByRole('button', { name: 'Upload image' }));
    expect(await within(home).findByText(tooSmall)).toBeInTheDocument();
    expect(fileInput).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file of the wrong type at once', async () => {
    vi.mocked(fetchSiteImages).mockResolvedValue([]);
    await open();
    const home = await card('Home page hero');
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(within(home).getByLabelText('Image'), { target: { files: [gif] } });
    expect(await within(home).findByText(SITE_IMAGE_MESSAGES.wrongType)).toBeInTheDocument();
  });

  it('saves new alt text alone, and removes an image after asking', async () => {
    vi.mocked(fetchSiteImages).mockResolvedValue([hero('home-hero', 'Old words')]);
    vi.mocked(updateSiteImageAlt).mockResolvedValue({ alt: 'A kitchen with oak worktops' });
    vi.mocked(removeSiteImage).mockResolvedValue({ removed: true });
    await open();
    const home = await card('Home page hero');
    const alt = within(home).getByLabelText('Description (alt text)');
    expect(alt).toHaveValue('Old words');
    await userEvent.clear(alt);
    await userEvent.type(alt, 'A kitchen with oak worktops');
    await userEvent.click(within(home).getByRole('button', { name: 'Save description' }));
    await waitFor(() =>
      expect(updateSiteImageAlt).toHaveBeenCalledWith('home-hero', 'A kitchen with oak worktops'),
    );
    expect(uploadSiteImage).not.toHaveBeenCalled();

    await userEvent.click(within(home).getByRole('button', { name: 'Remove image' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(removeSiteImage).toHaveBeenCalledWith('home-hero'));
  });

  it('opens another page’s slot from the chooser, kept in the URL', async () => {
    vi.mocked(fetchSiteImages).mockResolvedValue([]);
    await open('/admin/site-images?slot=town-hero.leeds');
    expect(await card('Leeds: town page hero')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByLabelText('Give another page a hero'),
      'service-hero.plumber',
    );
    expect(await card('Plumber: service page hero')).toBeInTheDocument();
  });
});
