import { STICKER_MESSAGES } from '@fixwell/common/stickers/sticker-order';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import {
  fetchCompanyStickerOrders,
  fetchStickerProfile,
  orderStickers,
} from '@/features/stickers/api/stickers-data';
import { makeStickerOrder } from '@/features/stickers/testing/make-sticker-order';
import { CallFunctionError } from '@/lib/call-function';
import { PROVISIONING_POLL_MS } from '@/lib/company-provisioning';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/stickers/api/stickers-data', () => ({
  // The menu's live count (app/layouts/menu-counts.ts).
  watchNewStickerOrderCount: vi.fn(() => () => undefined),
  COMPANY_ORDERS_LIMIT: 20,
  STICKER_QUEUE_PAGE_SIZE: 20,
  fetchStickerProfile: vi.fn(),
  fetchCompanyStickerOrders: vi.fn(),
  fetchStickerQueue: vi.fn(),
  countNewStickerOrders: vi.fn(),
  orderStickers: vi.fn(),
  updateStickerOrder: vi.fn(),
}));

const COMPANY = makeProfile('company', { id: 'company-uid' });
const PROFILE = {
  businessName: 'Brightwater Plumbing',
  slug: 'brightwater-plumbing-ls6',
  mainTrade: 'plumber',
  published: true,
  suspended: false,
};
const PROFILE_URL = 'http://localhost:5173/company/profile/brightwater-plumbing-ls6';

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
  vi.mocked(fetchStickerProfile).mockResolvedValue(PROFILE);
  vi.mocked(fetchCompanyStickerOrders).mockResolvedValue([]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/company/stickers', () => {
  it('tells a brand-new company its profile is being set up, then shows its stickers by itself', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.mocked(fetchStickerProfile).mockResolvedValueOnce(null);
    renderApp('/company/stickers', { profile: COMPANY });
    const waiting = await screen.findByText(/still being set up/);
    expect(waiting).toHaveRole('status');
    expect(waiting).toHaveTextContent(
      'Your company profile is still being set up. Your stickers appear here as soon as it is ready.',
    );
    expect(screen.queryByText(/refresh|reload/i)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PROVISIONING_POLL_MS));
    expect(await screen.findByRole('form', { name: 'Order stickers' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Van door sticker preview' })).toBeVisible();
    expect(screen.queryByText(/still being set up/)).not.toBeInTheDocument();
    expect(fetchStickerProfile).toHaveBeenCalledTimes(2);
  });

  it('previews each sticker with the name, trade, "Find us on Fixwell" and a QR code to the profile', async () => {
    renderApp('/company/stickers', { profile: COMPANY });
    expect(await findPageHeading()).toHaveTextContent('Stickers');
    const van = await screen.findByRole('figure', { name: 'Van door sticker preview' });
    expect(within(van).getByText('Brightwater Plumbing')).toBeVisible();
    expect(within(van).getByText('Plumber')).toBeVisible();
    expect(within(van).getByText('Find us on Fixwell')).toBeVisible();
    expect(within(van).getByText('Van door, 600 × 300 mm')).toBeVisible();
    const qr = await within(van).findByRole('img', { name: `QR code to ${PROFILE_URL}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    for (const name of ['Rear window', 'Shop window', 'Door']) {
      expect(screen.getByRole('figure', { name: `${name} sticker preview` })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Print the preview' })).toBeVisible();
    expect(screen.getByRole('link', { name: PROFILE_URL })).toHaveAttribute('href', PROFILE_URL);
    expect(fetchStickerProfile).toHaveBeenCalledWith('company-uid');
  });

  it('orders stickers with the quantities and the delivery address, checked on the fields', async () => {
    vi.mocked(orderStickers).mockResolvedValue({ orderId: 'order-9' });
    const { user } = renderApp('/company/stickers', { profile: COMPANY });
    const form = await screen.findByRole('form', { name: 'Order stickers' });
    const van = within(form).getByRole('spinbutton', { name: /Van door/ });
    await user.clear(van);
    await user.type(van, '0');
    await user.click(within(form).getByRole('button', { name: 'Order stickers' }));
    expect(await within(form).findByText(STICKER_MESSAGES.noStickers)).toBeVisible();
    expect(within(form).getByText(STICKER_MESSAGES.line1)).toBeVisible();
    expect(orderStickers).not.toHaveBeenCalled();

    await user.clear(van);
    await user.type(van, '2');
    const door = within(form).getByRole('spinbutton', { name: /^Door/ });
    await user.clear(door);
    await user.type(door, '21');
    await user.type(
      within(form).getByRole('textbox', { name: 'Address line 1' }),
      '12 Cardigan Road',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Town or city' }), 'Leeds');
    await user.type(within(form).getByRole('textbox', { name: 'Postcode' }), 'LS6');
    await user.click(within(form).getByRole('button', { name: 'Order stickers' }));
    expect(await within(form).findByText(STICKER_MESSAGES.quantity)).toBeVisible();
    expect(within(form).getByText(STICKER_MESSAGES.postcode)).toBeVisible();

    await user.clear(door);
    await user.type(door, '1');
    const postcode = within(form).getByRole('textbox', { name: 'Postcode' });
    await user.clear(postcode);
    await user.type(postcode, 'ls6 1ab');
    await user.click(within(form).getByRole('button', { name: 'Order stickers' }));
    await waitFor(() =>
      expect(orderStickers).toHaveBeenCalledWith({
        quantities: { 'van-door': 2, 'rear-window': 0, 'shop-window': 0, door: 1 },
        address: {
          name: 'Brightwater Plumbing',
          line1: '12 Cardigan Road',
          line2: '',
          town: 'Leeds',
          postcode: 'LS6 1AB',
        },
      }),
    );
  }, 30_000);

  it('shows the server’s refusal above the form', async () => {
    vi.mocked(orderStickers).mockRejectedValue(
      new CallFunctionError(STICKER_MESSAGES.openOrder, { code: 'failed-precondition' }),
    );
    const { user } = renderApp('/company/stickers', { profile: COMPANY });
    const form = await screen.findByRole('form', { name: 'Order stickers' });
    await user.type(within(form).getByRole('textbox', { name: 'Address line 1' }), '1 High St');
    await user.type(within(form).getByRole('textbox', { name: 'Town or city' }), 'Leeds');
    await user.type(within(form).getByRole('textbox', { name: 'Postcode' }), 'LS6 1AB');
    await user.click(within(form).getByRole('button', { name: 'Order stickers' }));
    expect(await within(form).findByText(STICKER_MESSAGES.openOrder)).toBeVisible();
  }, 20_000);

  it('lists the company’s orders with their status and tracking number', async () => {
    vi.mocked(fetchCompanyStickerOrders).mockResolvedValue([
      makeStickerOrder({
        id: 'o2',
        status: 'posted',
        trackingNumber: 'RM123456789GB',
        history: [
          { status: 'new', at: new Date('2026-11-20T10:00:00Z'), by: 'company-uid', note: null },
          { status: 'posted', at: new Date('2026-11-22T10:00:00Z'), by: 'admin', note: 'RM1' },
        ],
      }),
      makeStickerOrder({ id: 'o1', status: 'cancelled', cancelledReason: 'Address incomplete' }),
    ]);
    renderApp('/company/stickers', { profile: COMPANY });
    const list = await screen.findByRole('list', { name: 'Your sticker orders' });
    const [posted, cancelled] = within(list).getAllByRole('listitem');
    expect(posted).toHaveTextContent('Ordered 20 November 2026');
    expect(posted).toHaveTextContent('Posted');
    expect(posted).toHaveTextContent('Posted 22 November 2026. Tracking number: RM123456789GB');
    expect(posted).toHaveTextContent('2 × Van door (600 × 300 mm), 1 × Door (A6, 148 × 105 mm)');
    expect(cancelled).toHaveTextContent('Cancelled: Address incomplete');
  });

  it('with an order still being prepared, says so instead of offering a second', async () => {
    vi.mocked(fetchCompanyStickerOrders).mockResolvedValue([
      makeStickerOrder({ status: 'printing' }),
    ]);
    renderApp('/company/stickers', { profile: COMPANY });
    expect(await screen.findByText(/Your order is being prepared/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Order stickers' })).toBeNull();
  });

  it('asks an unpublished company to publish first: the QR code must lead somewhere', async () => {
    vi.mocked(fetchStickerProfile).mockResolvedValue({ ...PROFILE, published: false });
    renderApp('/company/stickers', { profile: COMPANY });
    expect(await screen.findByText(/Publish your profile first/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Finish setting up and publish' })).toHaveAttribute(
      'href',
      '/company/onboarding',
    );
    expect(screen.queryByRole('form', { name: 'Order stickers' })).toBeNull();
    expect(fetchCompanyStickerOrders).not.toHaveBeenCalled();
  });
});
