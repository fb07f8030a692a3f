import {
  orderStickersSchema,
  STICKER_KINDS,
  STICKER_QUANTITY_MAX,
  STICKER_SIZES,
} from '@fixwell/common/stickers/sticker-order';
import { useId } from 'react';

import { TextField, useFieldError } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { useOrderStickers } from '@/features/stickers/api/change-stickers';
import { formatPence } from '@/utils/format';

function priceLabel(pence: number): string {
  return pence === 0 ? 'Free' : `${formatPence(pence)} each`;
}

/** The sizes and how many of each: a group with its one message ("Choose at least one sticker"). */
function QuantityFields() {
  const legendId = useId();
  const errorId = useId();
  const error = useFieldError('quantities');
  return (
    <fieldset
      className={error ? 'form-field__choices form-field--invalid' : 'form-field__choices'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={legendId} className="form-field__label">
        Stickers
      </legend>
      <p className="form-field__hint">
        Up to {STICKER_QUANTITY_MAX} of each. Fixwell pays for stickers and postage.
      </p>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      <div className="sticker-quantities">
        {STICKER_KINDS.map((kind) => {
          const size = STICKER_SIZES[kind];
          return (
            <TextField
              key={kind}
              name={`quantities.${kind}`}
              label={`${size.label} (${size.size})`}
              hint={`${size.hint} ${priceLabel(size.pricePence)}.`}
              type="number"
              inputMode="numeric"
              min={0}
              max={STICKER_QUANTITY_MAX}
              className="sticker-quantities__input"
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** The order: how many of each sticker and where to post them, checked by the server's schema. */
export function StickerOrderForm({ businessName }: { businessName: string }) {
  const order = useOrderStickers();
  const form = useZodForm(orderStickersSchema, {
    defaultValues: {
      quantities: { 'van-door': 2, 'rear-window': 0, 'shop-window': 0, door: 0 },
      address: { name: businessName, line1: '', line2: '', town: '', postcode: '' },
    },
  });
  return (
    <Form
      form={form}
      aria-label="Order stickers"
      onSubmit={async (values) => {
        await order.mutateAsync(values);
        toast.success('Stickers ordered', 'We will tell you when they are printed and posted.');
        form.reset();
      }}
    >
      <QuantityFields />
      <fieldset className="form-field__choices">
        <legend className="form-field__label">Delivery address</legend>
        <TextField name="address.name" label="Name" autoComplete="name" />
        <TextField name="address.line1" label="Address line 1" autoComplete="address-line1" />
        <TextField
          name="address.line2"
          label="Address line 2"
          optional
          autoComplete="address-line2"
        />
        <TextField name="address.town" label="Town or city" autoComplete="address-level2" />
        <TextField
          name="address.postcode"
          label="Postcode"
          autoComplete="postal-code"
          className="sticker-postcode"
        />
      </fieldset>
      <div className="form-actions">
        <SubmitButton pendingText="Ordering…">Order stickers</SubmitButton>
      </div>
    </Form>
  );
}
