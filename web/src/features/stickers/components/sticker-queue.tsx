import {
  describeStickerItems,
  STICKER_ORDER_STATUSES,
  STICKER_STATUS_LABELS,
  updateStickerOrderSchema,
  type StickerOrderStatus,
} from '@fixwell/common/stickers/sticker-order';
import { useState } from 'react';

import { TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { PagedQuery } from '@/components/paged-query';
import { toast } from '@/components/toast/toast-store';
import { useUpdateStickerOrder } from '@/features/stickers/api/change-stickers';
import { useNewStickerOrdersCount, useStickerQueue } from '@/features/stickers/api/get-stickers';
import { STICKER_QUEUE_PAGE_SIZE } from '@/features/stickers/api/stickers-data';
import {
  addressLine,
  StickerStatusBadge,
} from '@/features/stickers/components/sticker-orders-list';
import type { StickerOrder } from '@/features/stickers/sticker-types';
import { usePageCount } from '@/hooks/use-page-count';
import { formatLongDate } from '@/utils/format';

import './stickers.css';

// The two steps that carry words, each the shared schema's own branch without the order.
const [, postedSchema, cancelledSchema] = updateStickerOrderSchema.options;
const postedFormSchema = postedSchema.omit({ orderId: true, status: true });
const cancelledFormSchema = cancelledSchema.omit({ orderId: true, status: true });

function refusalOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function StartPrinting({ order }: { order: StickerOrder }) {
  const update = useUpdateStickerOrder();
  return (
    <div>
      <button
        type="button"
        className="button button--primary"
        disabled={update.isPending}
        onClick={() => {
          update.mutate(
            { orderId: order.id, status: 'printing' },
            {
              onSuccess: () => toast.success('Printing', `${order.companyName} has been told.`),
              onError: (error) => toast.error('Not changed', refusalOf(error)),
            },
          );
        }}
      >
        {update.isPending ? 'Saving…' : 'Start printing'}
      </button>
    </div>
  );
}

function PostedForm({ order }: { order: StickerOrder }) {
  const update = useUpdateStickerOrder();
  const form = useZodForm(postedFormSchema, { defaultValues: { trackingNumber: '' } });
  return (
    <Form
      form={form}
      aria-label={`Mark the order from ${order.companyName} posted`}
      errorMessage={refusalOf}
      onSubmit={async ({ trackingNumber }) => {
        await update.mutateAsync({ orderId: order.id, status: 'posted', trackingNumber });
        toast.success('Posted', `${order.companyName} has the tracking number.`);
      }}
    >
      <TextField name="trackingNumber" label="Tracking number" autoComplete="off" />
      <div className="form-actions">
        <SubmitButton pendingText="Saving…">Mark posted</SubmitButton>
      </div>
    </Form>
  );
}

function CancelForm({ order }: { order: StickerOrder }) {
  const update = useUpdateStickerOrder();
  const form = useZodForm(cancelledFormSchema, { defaultValues: { reason: '' } });
  return (
    <Form
      form={form}
      aria-label={`Cancel the order from ${order.companyName}`}
      errorMessage={refusalOf}
      onSubmit={async ({ reason }) => {
        await update.mutateAsync({ orderId: order.id, status: 'cancelled', reason });
        toast.success('Order cancelled', `${order.companyName} has been told why.`);
      }}
    >
      <TextField name="reason" label="Reason for cancelling" hint="The company sees this." />
      <div className="form-actions">
        <SubmitButton variant="secondary" pendingText="Cancelling…">
          Cancel order
        </SubmitButton>
      </div>
    </Form>
  );
}

function QueueItem({ order }: { order: StickerOrder }) {
  return (
    <li className="card sticker-order">
      <h3 className="sticker-order__title">
        {order.companyName} <StickerStatusBadge status={order.status} />
      </h3>
      <p className="sticker-order__meta">Ordered {formatLongDate(order.createdAt)}</p>
      <p>{describeStickerItems(order.items)}</p>
      <p>Post to: {addressLine(order.address)}</p>
      <p>
        QR code: <a href={order.profileUrl}>{order.profileUrl}</a>
      </p>
      {order.trackingNumber ? <p>Tracking number: {order.trackingNumber}</p> : null}
      {order.cancelledReason ? <p>Cancelled: {order.cancelledReason}</p> : null}
      {order.status === 'new' || order.status === 'printing' ? (
        <div className="sticker-queue__actions">
          {order.status === 'new' ? <StartPrinting order={order} /> : <PostedForm order={order} />}
          <CancelForm order={order} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * `/admin/sticker-requests`: sticker orders by status (new ones first, with their count), each
 * with its details and the next steps: start printing, mark posted with a tracking number, or
 * cancel with a reason. Never backwards.
 */
export function StickerQueue() {
  const [status, setStatus] = useState<StickerOrderStatus>('new');
  const page = usePageCount(STICKER_QUEUE_PAGE_SIZE);
  const queue = useStickerQueue(status, page.count);
  const newCount = useNewStickerOrdersCount();

  return (
    <>
      <div className="sticker-queue__filter" role="group" aria-label="Show orders">
        {STICKER_ORDER_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            className={value === status ? 'button button--primary' : 'button button--secondary'}
            aria-pressed={value === status}
            onClick={() => {
              setStatus(value);
              page.reset();
            }}
          >
            {value === 'new' ? 'New' : STICKER_STATUS_LABELS[value]}
            {value === 'new' && newCount.data !== undefined ? ` (${newCount.data})` : ''}
          </button>
        ))}
      </div>
      <PagedQuery
        query={queue}
        what="the sticker orders"
        hasMore={(data) => data.hasMore}
        moreLabel="Show more orders"
        onShowMore={page.showMore}
      >
        {({ orders }) =>
          orders.length === 0 ? (
            <p>No {STICKER_STATUS_LABELS[status].toLowerCase()} orders.</p>
          ) : (
            <ul className="sticker-orders" aria-label={`${STICKER_STATUS_LABELS[status]} orders`}>
              {orders.map((order) => (
                <QueueItem key={order.id} order={order} />
              ))}
            </ul>
          )
        }
      </PagedQuery>
    </>
  );
}
