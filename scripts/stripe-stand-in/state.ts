// Everything the stand-in knows: its objects by id (with Stripe's prefixes), a clock that tests can
// move forward, Idempotency-Key replies, and a JSON file that keeps it all across restarts when the
// demo asks for one.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// The stand-in handles loosely shaped JSON throughout: Stripe's objects, as stored and as sent.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Rec = Record<string, any>;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = prefix;
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** Stripe's id prefixes, by the object type they name. */
export const PREFIX: Record<string, string> = {
  customer: 'cus_',
  product: 'prod_',
  price: 'price_',
  'checkout.session': 'cs_test_',
  'billing_portal.session': 'bps_',
  subscription: 'sub_',
  subscription_item: 'si_',
  invoice: 'in_',
  line_item: 'il_',
  invoiceitem: 'ii_',
  payment_intent: 'pi_',
  charge: 'ch_',
  payment_method: 'pm_',
  account: 'acct_',
  account_link: 'acctlink_',
  login_link: 'lael_',
  bank_account: 'ba_',
  event: 'evt_',
  transfer: 'tr_',
  transfer_reversal: 'trr_',
  payout: 'po_',
  refund: 're_',
  application_fee: 'fee_',
  fee_refund: 'fr_',
  balance_transaction: 'txn_',
  /** A destination charge's payment on the connected account (object `charge`). */
  payment: 'py_',
  item: 'li_',
};

interface Saved {
  clockOffset: number;
  sequence: number;
  objects: Rec[];
  idempotency: [string, IdempotentReply][];
}

export interface IdempotentReply {
  fingerprint: string;
  status: number;
  body: unknown;
}

export class State {
  /** Every object by id, in creation order; internal fields start with `_` and are never sent. */
  objects = new Map<string, Rec>();
  idempotency = new Map<string, IdempotentReply>();
  /** Seconds the stand-in's clock runs ahead of the machine's. */
  clockOffset = 0;
  private sequence = 0;
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(private readonly file?: string) {
    if (!file) return;
    let saved: Saved;
    try {
      saved = JSON.parse(readFileSync(file, 'utf8')) as Saved;
    } catch {
      return;
    }
    this.clockOffset = saved.clockOffset ?? 0;
    this.sequence = saved.sequence ?? 0;
    for (const object of saved.objects ?? []) this.objects.set(object.id as string, object);
    this.idempotency = new Map(saved.idempotency ?? []);
  }

  /** The stand-in's time, in Unix seconds. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  setNow(seconds: number): void {
    this.clockOffset = seconds - Math.floor(Date.now() / 1000);
  }

  newId(object: string): string {
    const prefix = PREFIX[object] ?? 'obj_';
    return randomId(prefix, object === 'account' ? 16 : 24);
  }

  /** Stores a new object with id, object, livemode, created and metadata filled in. */
  create<T extends Rec>(object: string, fields: T, id?: string): Rec {
    const record: Rec = {
      id: id ?? this.newId(object),
      object,
      livemode: false,
      created: this.now(),
      metadata: {},
      ...fields,
      _seq: ++this.sequence,
    };
    this.objects.set(record.id as string, record);
    this.changed();
    return record;
  }

  get(id: string, object?: string): Rec | undefined {
    const found = this.objects.get(id);
    if (!found || (object && found.object !== object)) return undefined;
    return found;
  }

  /** Every object of a type, newest first (Stripe's list order). */
  all(object: string, filter: (record: Rec) => boolean = () => true): Rec[] {
    const out: Rec[] = [];
    for (const record of this.objects.values())
      if (record.object === object && filter(record)) out.push(record);
    return out.sort((a, b) => (b._seq as number) - (a._seq as number));
  }

  reset(): void {
    this.objects.clear();
    this.idempotency.clear();
    this.clockOffset = 0;
    this.changed();
  }

  /** Marks the state dirty: written to the state file shortly after (when there is one). */
  changed(): void {
    if (!this.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.save();
    }, 100);
    this.saveTimer.unref();
  }

  save(): void {
    if (!this.file) return;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const saved: Saved = {
      clockOffset: this.clockOffset,
      sequence: this.sequence,
      objects: [...this.objects.values()],
      idempotency: [...this.idempotency],
    };
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(saved));
    renameSync(temporary, this.file);
  }
}

/** A copy without internal (`_`) fields, nested ones included: what goes on the wire. */
export function publicCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => publicCopy(item) as unknown) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Rec = {};
  for (const [key, field] of Object.entries(value as Rec))
    if (!key.startsWith('_')) out[key] = publicCopy(field);
  return out as T;
}

/** Stripe's list object. */
export function listOf(data: Rec[], url: string, hasMore = false): Rec {
  return { object: 'list', data, has_more: hasMore, url };
}
