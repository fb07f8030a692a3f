// Finding objects by id (404 resource_missing otherwise) and describing what an update changed.
import type { Context } from './context';
import { noSuch } from './errors';
import { present } from './present';
import type { Rec } from './state';

/** The stored object, or Stripe's 404: `No such customer: 'cus_x'` naming `param`. */
export function mustGet(ctx: Context, id: string, object: string, param = 'id'): Rec {
  const found = ctx.state.get(id, object);
  if (!found || found._deleted) throw noSuch(object, id, param);
  return found;
}

/** The top-level fields of `before` that differ in `after`: an event's previous_attributes. */
export function previousAttributes(before: Rec, after: Rec): Rec | undefined {
  const previous: Rec = {};
  for (const key of Object.keys(before))
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  return Object.keys(previous).length > 0 ? previous : undefined;
}

/**
 * Runs `change` on a record and, when it changed anything Stripe shows, emits `type` with the
 * previous attributes. Returns the event (or undefined when nothing changed).
 */
export function updateAndEmit(
  ctx: Context,
  record: Rec,
  type: string,
  change: () => void,
  options: { idempotencyKey?: string | null; requestId?: string | null; account?: string } = {},
): Rec | undefined {
  const before = present(ctx, record);
  change();
  ctx.state.changed();
  const after = present(ctx, record);
  const previous = previousAttributes(before, after);
  if (!previous) return undefined;
  return ctx.events.emit(type, after, { ...options, previous });
}
