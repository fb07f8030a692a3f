// Events as Stripe sends them: one object per change, delivered to the platform endpoint (or the
// Connect endpoint when the event has `account`), one at a time per endpoint in the order they
// happened, asynchronously to the API call that caused them, signed with a real Stripe-Signature
// header. A 5xx or a network failure is retried after 1, 2 and 4 seconds, then given up.
import Stripe from 'stripe';

import { publicCopy, type Rec, type State } from './state';

export const API_VERSION = '2026-10-28.endive';

export interface Endpoint {
  url: string;
  secret: string;
}
export type EndpointKind = 'platform' | 'connect';
export type SignatureMode = 'valid' | 'bad' | 'missing';

export interface DeliveryAttempt {
  endpoint: EndpointKind;
  at: number;
  status: number | null;
  error?: string;
  manual?: boolean;
}

export interface EmitOptions {
  previous?: Rec;
  account?: string;
  idempotencyKey?: string | null;
  requestId?: string | null;
}

const signer = new Stripe('sk_test_local_signer');

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class EventBus {
  paused = false;
  private readonly queues: Record<EndpointKind, string[]> = { platform: [], connect: [] };
  private readonly running: Record<EndpointKind, boolean> = { platform: false, connect: false };
  private readonly pending = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  private closed = false;
  /** Bumped by clear(): a delivery still retrying from before a reset gives up. */
  private generation = 0;

  constructor(
    private readonly state: State,
    private readonly endpoints: Partial<Record<EndpointKind, Endpoint>>,
    private readonly retryDelaysMs: number[] = [1000, 2000, 4000],
  ) {}

  /** Records an event for `object` (already in its public shape) and queues its delivery. */
  emit(type: string, object: Rec, options: EmitOptions = {}): Rec {
    const kind: EndpointKind = options.account ? 'connect' : 'platform';
    const endpoint = this.endpoints[kind];
    const event = this.state.create('event', {
      api_version: API_VERSION,
      data: {
        object: publicCopy(object),
        ...(options.previous ? { previous_attributes: publicCopy(options.previous) } : {}),
      },
      pending_webhooks: endpoint ? 1 : 0,
      request: { id: options.requestId ?? null, idempotency_key: options.idempotencyKey ?? null },
      type,
      ...(options.account ? { account: options.account } : {}),
      _endpoint: kind,
      _attempts: [] as DeliveryAttempt[],
    });
    delete event.metadata;
    if (endpoint) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      this.pending.set(event.id as string, { promise, resolve });
      this.queues[kind].push(event.id as string);
      void this.run(kind);
    }
    return event;
  }

  /** Resolves once these events' deliveries are over (at once for those held by a pause). */
  async settled(ids: string[]): Promise<void> {
    for (const id of ids) {
      const entry = this.pending.get(id);
      if (!entry) continue;
      if (this.paused && this.isQueued(id)) continue;
      await entry.promise;
    }
  }

  setPaused(paused: boolean): void {
    this.paused = paused;
    if (!paused) {
      void this.run('platform');
      void this.run('connect');
    }
  }

  /** Delivers everything queued, oldest first or newest first, and resolves when done. */
  async flush(order: 'forward' | 'reverse'): Promise<string[]> {
    const ids = [...this.queues.platform, ...this.queues.connect];
    this.queues.platform.length = 0;
    this.queues.connect.length = 0;
    const events = ids
      .map((id) => this.state.get(id, 'event'))
      .filter((event): event is Rec => Boolean(event))
      .sort((a, b) => (a._seq as number) - (b._seq as number));
    if (order === 'reverse') events.reverse();
    for (const event of events) await this.deliverWithRetries(event);
    return events.map((event) => event.id as string);
  }

  /** One extra delivery (no retries), for the control API: the webhook's answer. */
  async deliverOnce(
    event: Rec,
    signature: SignatureMode = 'valid',
    signedSecondsAgo = 0,
  ): Promise<{ status: number | null; body: string }> {
    const kind = event._endpoint as EndpointKind;
    const endpoint = this.endpoints[kind];
    if (!endpoint) return { status: null, body: `No ${kind} webhook endpoint is configured.` };
    return this.attempt(event, endpoint, { signature, signedSecondsAgo, manual: true });
  }

  /** Forgets queued deliveries (the control API's reset) without waiting for them. */
  clear(): void {
    this.generation += 1;
    this.queues.platform.length = 0;
    this.queues.connect.length = 0;
    for (const entry of this.pending.values()) entry.resolve();
    this.pending.clear();
  }

  close(): void {
    this.closed = true;
    this.clear();
  }

  private isQueued(id: string): boolean {
    return this.queues.platform.includes(id) || this.queues.connect.includes(id);
  }

  private async run(kind: EndpointKind): Promise<void> {
    if (this.running[kind]) return;
    this.running[kind] = true;
    try {
      while (!this.paused && !this.closed && this.queues[kind].length > 0) {
        const id = this.queues[kind].shift() as string;
        const event = this.state.get(id, 'event');
        if (event) await this.deliverWithRetries(event);
        else this.finish(id);
      }
    } finally {
      this.running[kind] = false;
    }
  }

  private finish(id: string): void {
    this.pending.get(id)?.resolve();
    this.pending.delete(id);
  }

  private async deliverWithRetries(event: Rec): Promise<void> {
    const endpoint = this.endpoints[event._endpoint as EndpointKind];
    const generation = this.generation;
    if (endpoint) {
      for (const delay of [0, ...this.retryDelaysMs]) {
        if (delay) await wait(delay);
        if (this.closed || generation !== this.generation) break;
        const { status } = await this.attempt(event, endpoint, {});
        if (status !== null && status < 500) break;
      }
      event.pending_webhooks = 0;
      this.state.changed();
    }
    this.finish(event.id as string);
  }

  private async attempt(
    event: Rec,
    endpoint: Endpoint,
    options: { signature?: SignatureMode; signedSecondsAgo?: number; manual?: boolean },
  ): Promise<{ status: number | null; body: string }> {
    const payload = JSON.stringify(publicCopy(event), null, 2);
    const timestamp = Math.floor(Date.now() / 1000) - (options.signedSecondsAgo ?? 0);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    if (options.signature !== 'missing') {
      const secret =
        options.signature === 'bad' ? 'whsec_not_the_endpoint_secret' : endpoint.secret;
      headers['Stripe-Signature'] = signer.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp,
      });
    }
    const record: DeliveryAttempt = {
      endpoint: event._endpoint as EndpointKind,
      at: Math.floor(Date.now() / 1000),
      status: null,
      ...(options.manual ? { manual: true } : {}),
    };
    (event._attempts as DeliveryAttempt[]).push(record);
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      record.status = response.status;
      const body = await response.text();
      return { status: response.status, body };
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
      return { status: null, body: record.error };
    } finally {
      this.state.changed();
    }
  }
}
