// Stripe Connect (Express): /v1/accounts (create, retrieve, update), /v1/account_links,
// /v1/accounts/:id/login_links, /v1/transfers?destination= and /v1/payouts for a connected account.
// Every account change sends account.updated to the Connect endpoint (`account` set).
import { type ApiRoute, type Context, requestInfo } from '../context';
import { invalidParam, refused } from '../errors';
import type { FormObject } from '../form-encoding';
import { mustGet, updateAndEmit } from '../lookup';
import {
  mergeMetadata,
  oneOf,
  optionalObject,
  optionalString,
  paginate,
  requiredString,
} from '../params';
import { present } from '../present';
import { listOf, type Rec } from '../state';

const LINK_LIFETIME = 5 * 60;

/** What a new Express account in GB must still provide, as Stripe lists it. */
const ONBOARDING_REQUIREMENTS = [
  'business_profile.mcc',
  'business_profile.url',
  'business_type',
  'external_account',
  'individual.address.city',
  'individual.address.line1',
  'individual.address.postal_code',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'individual.phone',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

export function requirements(due: string[]): Rec {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [...due],
    disabled_reason: due.length > 0 ? 'requirements.past_due' : null,
    errors: [],
    eventually_due: [...due],
    past_due: [...due],
    pending_verification: [],
  };
}

function businessProfile(current: Rec, params: FormObject | undefined): Rec {
  const out = { ...current };
  if (!params) return out;
  for (const key of [
    'mcc',
    'name',
    'product_description',
    'support_email',
    'support_phone',
    'url',
  ]) {
    const value = optionalString(params, key, `business_profile[${key}]`);
    if (value !== undefined) out[key] = value || null;
  }
  return out;
}

/**
 * Onboarding finished on the hosted page: `complete` (Submit) enables charges and payouts;
 * otherwise ("Save and finish later") details are submitted but the bank account is still due.
 */
export function submitOnboarding(ctx: Context, account: Rec, complete: boolean): Rec | undefined {
  return updateAndEmit(
    ctx,
    account,
    'account.updated',
    () => {
      account.details_submitted = true;
      account.tos_acceptance = { date: ctx.state.now(), ip: '127.0.0.1', user_agent: null };
      if (complete) {
        account.charges_enabled = true;
        account.payouts_enabled = true;
        account.requirements = requirements([]);
        account.capabilities = { card_payments: 'active', transfers: 'active' };
        if ((account.external_accounts.data as Rec[]).length === 0)
          account.external_accounts.data.push({
            id: ctx.state.newId('bank_account'),
            object: 'bank_account',
            account: account.id,
            account_holder_name: null,
            bank_name: 'STRIPE TEST BANK',
            country: 'GB',
            currency: 'gbp',
            default_for_currency: true,
            last4: '2345',
            routing_number: '10-88-00',
            status: 'new',
          });
      } else {
        account.charges_enabled = false;
        account.payouts_enabled = false;
        account.requirements = requirements(['external_account']);
        account.capabilities = { card_payments: 'inactive', transfers: 'inactive' };
      }
    },
    { account: account.id as string },
  );
}

export const connectRoutes: ApiRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/accounts$/,
    handler: (ctx, request) => {
      const { params } = request;
      const type = oneOf(params, 'type', ['custom', 'express', 'standard']) ?? 'express';
      const country = (optionalString(params, 'country') ?? 'GB').toUpperCase();
      if (!/^[A-Z]{2}$/.test(country))
        throw invalidParam(
          'country',
          `Country '${country}' is unknown. Try using a 2-character alphanumeric country code instead, such as 'GB'.`,
          'country_unsupported',
        );
      const businessType = oneOf(params, 'business_type', [
        'company',
        'government_entity',
        'individual',
        'non_profit',
      ]);
      const profile = businessProfile(
        {
          mcc: null,
          name: null,
          product_description: null,
          support_email: null,
          support_phone: null,
          url: null,
        },
        optionalObject(params, 'business_profile'),
      );
      const capabilitiesParam = optionalObject(params, 'capabilities') ?? {};
      const capabilities: Rec = {};
      for (const name of Object.keys(capabilitiesParam)) capabilities[name] = 'inactive';
      const due = ONBOARDING_REQUIREMENTS.filter(
        (requirement) =>
          !(requirement === 'business_profile.url' && profile.url) &&
          !(requirement === 'business_profile.mcc' && profile.mcc) &&
          !(requirement === 'business_type' && businessType),
      );
      const account = ctx.state.create('account', {
        business_profile: profile,
        business_type: businessType ?? null,
        capabilities,
        charges_enabled: false,
        controller: {
          fees: { payer: 'application' },
          is_controller: true,
          losses: { payments: 'application' },
          requirement_collection: 'stripe',
          stripe_dashboard: { type: type === 'express' ? 'express' : 'full' },
          type: 'application',
        },
        country,
        default_currency: 'gbp',
        details_submitted: false,
        email: optionalString(params, 'email') ?? null,
        external_accounts: { object: 'list', data: [], has_more: false, url: '' },
        future_requirements: requirements([]),
        payouts_enabled: false,
        requirements: requirements(due),
        settings: {
          dashboard: { display_name: profile.name ?? null, timezone: 'Europe/London' },
          payouts: {
            debit_negative_balances: true,
            schedule: { delay_days: 7, interval: 'daily' },
            statement_descriptor: null,
          },
        },
        tos_acceptance: { date: null, ip: null, user_agent: null },
        type,
        metadata: mergeMetadata({}, params),
      });
      account.external_accounts.url = `/v1/accounts/${account.id}/external_accounts`;
      const body = present(ctx, account);
      ctx.events.emit('account.updated', body, {
        ...requestInfo(request),
        account: account.id as string,
      });
      return body;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/accounts\/([^/]+)$/,
    handler: (ctx, { match }) =>
      present(ctx, mustGet(ctx, match[0] as string, 'account', 'account')),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/accounts\/([^/]+)$/,
    handler: (ctx, request) => {
      const { params } = request;
      const account = mustGet(ctx, request.match[0] as string, 'account', 'account');
      const profileParams = optionalObject(params, 'business_profile');
      const email = optionalString(params, 'email');
      updateAndEmit(
        ctx,
        account,
        'account.updated',
        () => {
          account.business_profile = businessProfile(account.business_profile, profileParams);
          if (email !== undefined) account.email = email || null;
          account.metadata = mergeMetadata(account.metadata, params);
          const due = account.requirements.currently_due as string[];
          const stillDue = due.filter(
            (requirement) =>
              !(requirement === 'business_profile.url' && account.business_profile.url) &&
              !(requirement === 'business_profile.mcc' && account.business_profile.mcc),
          );
          if (stillDue.length !== due.length) account.requirements = requirements(stillDue);
        },
        { ...requestInfo(request), account: account.id as string },
      );
      return present(ctx, account);
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/account_links$/,
    handler: (ctx, { params }) => {
      const accountId = requiredString(params, 'account');
      mustGet(ctx, accountId, 'account', 'account');
      const type = oneOf(params, 'type', ['account_onboarding', 'account_update']);
      if (!type) throw invalidParam('type', 'Missing required param: type.', 'parameter_missing');
      const returnUrl = requiredString(params, 'return_url');
      const refreshUrl = requiredString(params, 'refresh_url');
      const link = ctx.state.create('account_link', {
        expires_at: ctx.state.now() + LINK_LIFETIME,
        _account: accountId,
        _return_url: returnUrl,
        _refresh_url: refreshUrl,
        _used: false,
        _type: type,
      });
      link.url = `${ctx.baseUrl}/connect/onboarding/${link.id}`;
      return {
        object: 'account_link',
        created: link.created,
        expires_at: link.expires_at,
        url: link.url,
      };
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/accounts\/([^/]+)\/login_links$/,
    handler: (ctx, { match }) => {
      const account = mustGet(ctx, match[0] as string, 'account', 'account');
      if (account.type !== 'express')
        throw refused('You can only create login links for Express accounts.');
      if (!account.details_submitted)
        throw refused(
          'Cannot create a login link for an account that has not completed onboarding.',
        );
      const link = ctx.state.create('login_link', { _account: account.id });
      const url = `${ctx.baseUrl}/express/${link.id}`;
      return { object: 'login_link', created: link.created, url };
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/transfers$/,
    handler: (ctx, { params }) => {
      const destination = optionalString(params, 'destination');
      const all = ctx.state.all('transfer', (t) => !destination || t.destination === destination);
      const { page, hasMore } = paginate(all, params);
      return listOf(
        page.map((t) => present(ctx, t)),
        '/v1/transfers',
        hasMore,
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payouts$/,
    handler: (ctx, { params, account }) => {
      const all = ctx.state.all('payout', (p) => p._account === (account ?? null));
      const { page, hasMore } = paginate(all, params);
      return listOf(
        page.map((p) => present(ctx, p)),
        '/v1/payouts',
        hasMore,
      );
    },
  },
];
