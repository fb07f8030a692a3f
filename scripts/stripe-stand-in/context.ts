// What every handler gets: the state, the event bus and the stand-in's own address.
import type { EventBus } from './events';
import type { FormObject } from './form-encoding';
import type { Rec, State } from './state';

export interface Context {
  state: State;
  events: EventBus;
  /** e.g. http://127.0.0.1:12111, for the hosted pages' URLs. */
  baseUrl: string;
}

export interface ApiRequest {
  method: string;
  path: string;
  /** The form body (POST) or query (GET, DELETE), decoded. */
  params: FormObject;
  /** Path parameters captured by the route. */
  match: string[];
  /** The Stripe-Account header: the connected account a call acts for. */
  account?: string;
  idempotencyKey?: string;
  requestId: string;
}

export type ApiHandler = (ctx: Context, request: ApiRequest) => Rec | Promise<Rec>;

export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handler: ApiHandler;
}

/** The options every emitted event of an API call carries. */
export function requestInfo(request: ApiRequest) {
  return { idempotencyKey: request.idempotencyKey ?? null, requestId: request.requestId };
}
