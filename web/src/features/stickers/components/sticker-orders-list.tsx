import {
  describeStickerItems,
  STICKER_STATUS_LABELS,
  type StickerOrderStatus,
} from '@fixwell/common/stickers/sticker-order';

import type { StickerOrder } from '@/features/stickers/sticker-types';
import { formatLongDate } from '@/utils/format';

const WARNING: readonly StickerOrderStatus[] = ['cancelled'];

export function StickerStatusBadge({ status }: { status: StickerOrderStatus }) {
  return (
    <span
      className={
        WARNING.includes(status) ? 'heading-badge heading-badge--warning' : 'heading-badge'
      }
    >
      {STICKER_STATUS_LABELS[status]}
    </span>
  );
}

/** "12 Cardigan Road, Leeds, LS6 1AB". */
export function addressLine(address: StickerOrder['address']): string {
  return [address.name, address.line1, address.line2, address.town, address.postcode]
    .filter(Boolean)
    .join(', ');
}

/** When the order reached `status`, from its history. */
export function stepDate(order: StickerOrder, status: StickerOrderStatus): Date | null {
  return order.history.find((entry) => entry.status === status)?.at ?? null;
}

/** The company's orders, newest first, with where each one is and its tracking number. */
export function StickerOrdersList({ orders }: { orders: StickerOrder[] }) {
  if (orders.length === 0) return <p>You have not ordered any stickers yet.</p>;
  return (
    <ul className="sticker-orders" aria-label="Your sticker orders">
      {orders.map((order) => {
        const posted = stepDate(order, 'posted');
        return (
          <li key={order.id} className="card sticker-order">
            <h3 className="sticker-order__title">
              Ordered {formatLongDate(order.createdAt)} <StickerStatusBadge status={order.status} />
            </h3>
            <p className="sticker-order__items">{describeStickerItems(order.items)}</p>
            <p className="sticker-order__meta">To {addressLine(order.address)}</p>
            {order.status === 'posted' ? (
              <p>
                Posted{posted ? ` ${formatLongDate(posted)}` : ''}. Tracking number:{' '}
                <strong>{order.trackingNumber}</strong>
              </p>
            ) : null}
            {order.status === 'cancelled' && order.cancelledReason ? (
              <p>Cancelled: {order.cancelledReason}</p>
            ) : null}
            {order.status === 'new' ? (
              <p>Waiting to be printed; we will tell you when it moves on.</p>
            ) : null}
            {order.status === 'printing' ? <p>Being printed; we will post them next.</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
