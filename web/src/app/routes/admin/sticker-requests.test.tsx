import { STICKER_MESSAGES } from '@fixwell/common/stickers/sticker-order';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  countNewStickerOrders,
  fetchStickerQueue,
  updateStickerOrder,
} from '@/features/stickers/api/stickers-data';
import { makeStickerOrder } from '@/features/stickers/testing/make-sticker-order';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

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

const ADMIN = makeProfile('admin');
const NEW = makeStickerOrder({ id: 'o-new', companyName: 'Brightwater Plumbing' });
const PRINTING = makeStickerOrder({
  id: 'o-print',
  companyName: 'Zenith Electrical',
  status: 'printing',
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(countNewStickerOrders).mockResolvedValue(3);
  vi.mocked(fetchStickerQueue).mockImplementation(async (status) => ({
    hasMore: false,
    orders: status === 'new' ? [NEW] : status === 'printing' ? [PRINTING] : [],
  }));
});

describe('/admin/sticker-requests', () => {
  it('opens on the new orders with their count, each with its details', async () => {
    renderApp('/admin/sticker-requests', { profile: ADMIN });
    expect(await findPageHeading()).toHaveTextContent('Sticker requests');
    expect(await screen.findByRole('button', { name: 'New (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = await screen.findByRole('list', { name: 'Ordered orders' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Brightwater Plumbing');
    expect(item).toHaveTextContent('Ordered 20 November 2026');
    expect(item).toHaveTextContent('2 × Van door (600 × 300 mm), 1 × Door (A6, 148 × 105 mm)');
    expect(item).toHaveTextContent('Post to: Sam Bright, 12 Cardigan Road, Leeds, LS6 1AB');
    expect(within(item!).getByRole('button', { name: 'Start printing' })).toBeVisible();
    expect(within(item!).queryByRole('form', { name: /Mark the order/ })).toBeNull();
    expect(fetchStickerQueue).toHaveBeenLastCalledWith('new', 20);
  });

  it('starts printing a new order', async () => {
    vi.mocked(updateStickerOrder).mockResolvedValue({ status: 'printing' });
    const { user } = renderApp('/admin/sticker-requests', { profile: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Start printing' }));
    await waitFor(() =>
      expect(updateStickerOrder).toHaveBeenCalledWith({ orderId: 'o-new', status: 'printing' }),
    );
  });

  it('marks a printing order posted only with a tracking number', async () => {
    vi.mocked(updateStickerOrder).mockResolvedValue({ status: 'posted' });
    const { user } = renderApp('/admin/sticker-requests', { profile: ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Printing' }));
    const form = await screen.findByRole('form', {
      name: 'Mark the order from Zenith Electrical posted',
    });
    await user.click(within(form).getByRole('button', { name: 'Mark posted' }));
    expect(await within(form).findByText(STICKER_MESSAGES.tracking)).toBeVisible();
    expect(updateStickerOrder).not.toHaveBeenCalled();
    await user.type(
      within(form).getByRole('textbox', { name: 'Tracking number' }),
      'RM123456789GB',
    );
    await user.click(within(form).getByRole('button', { name: 'Mark posted' }));
    await waitFor(() =>
      expect(updateStickerOrder).toHaveBeenCalledWith({
        orderId: 'o-print',
        status: 'posted',
        trackingNumber: 'RM123456789GB',
      }),
    );
  }, 20_000);

  it('cancels with a reason, and shows a refusal from the server', async () => {
    vi.mocked(updateStickerOrder).mockRejectedValue(
      new CallFunctionError(STICKER_MESSAGES.backwards, { code: 'failed-precondition' }),
    );
    const { user } = renderApp('/admin/sticker-requests', { profile: ADMIN });
    const form = await screen.findByRole('form', {
      name: 'Cancel the order from Brightwater Plumbing',
    });
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    expect(await within(form).findByText(STICKER_MESSAGES.reason)).toBeVisible();
    await user.type(
      within(form).getByRole('textbox', { name: /Reason for cancelling/ }),
      'Duplicate',
    );
    await user.click(within(form).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(updateStickerOrder).toHaveBeenCalledWith({
        orderId: 'o-new',
        status: 'cancelled',
        reason: 'Duplicate',
      }),
    );
    expect(await within(form).findByText(STICKER_MESSAGES.backwards)).toBeVisible();
  }, 20_000);

  it('shows the other statuses, with no step on a final order', async () => {
    vi.mocked(fetchStickerQueue).mockImplementation(async (status) => ({
      hasMore: false,
      orders:
        status === 'posted'
          ? [makeStickerOrder({ id: 'o-done', status: 'posted', trackingNumber: 'RM9' })]
          : [],
    }));
    const { user } = renderApp('/admin/sticker-requests', { profile: ADMIN });
    expect(await screen.findByText('No ordered orders.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Posted' }));
    const list = await screen.findByRole('list', { name: 'Posted orders' });
    expect(list).toHaveTextContent('Tracking number: RM9');
    expect(within(list).queryByRole('button')).toBeNull();
  });
});
