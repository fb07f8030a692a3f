// Reading decoded form parameters the way Stripe validates them: the wrong type or a missing
// required value is a 400 naming the parameter (`items[0][price]`).
import { invalidParam, missingParam } from './errors';
import type { FormObject, FormValue } from './form-encoding';
import type { Rec } from './state';

export function field(params: FormObject | undefined, key: string): FormValue | undefined {
  return params ? params[key] : undefined;
}

export function optionalString(params: FormObject | undefined, key: string, name = key) {
  const value = field(params, key);
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalidParam(
      name,
      `Invalid string: ${name} must be a string.`,
      'parameter_invalid_string',
    );
  return value;
}

export function requiredString(params: FormObject | undefined, key: string, name = key) {
  const value = optionalString(params, key, name);
  if (value === undefined || value === '') throw missingParam(name);
  return value;
}

export function optionalInteger(params: FormObject | undefined, key: string, name = key) {
  const value = optionalString(params, key, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value))
    throw invalidParam(name, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  return Number(value);
}

export function optionalBoolean(params: FormObject | undefined, key: string, name = key) {
  const value = optionalString(params, key, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false')
    throw invalidParam(name, `Invalid boolean: ${value}`, 'parameter_invalid_boolean');
  return value === 'true';
}

export function optionalObject(params: FormObject | undefined, key: string, name = key) {
  const value = field(params, key);
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' || Array.isArray(value))
    throw invalidParam(name, `Invalid object: ${name} must be a hash.`, 'parameter_invalid_object');
  return value;
}

export function optionalArray(params: FormObject | undefined, key: string, name = key) {
  const value = field(params, key);
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value))
    throw invalidParam(name, `Invalid array: ${name} must be an array.`, 'parameter_invalid_array');
  return value;
}

export function oneOf<T extends string>(
  params: FormObject | undefined,
  key: string,
  allowed: readonly T[],
  name = key,
): T | undefined {
  const value = optionalString(params, key, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw invalidParam(
      name,
      `Invalid ${name}: must be one of ${allowed.join(', ')}`,
      'parameter_invalid_string',
    );
  return value as T;
}

/** `metadata[key]=value` → merged into `current`; an empty value deletes a key, as Stripe does. */
export function mergeMetadata(current: Rec, params: FormObject | undefined, key = 'metadata'): Rec {
  const value = field(params, key);
  if (value === undefined) return current;
  if (value === '') return {};
  if (typeof value === 'string' || Array.isArray(value))
    throw invalidParam(key, `Invalid object: ${key} must be a hash.`, 'parameter_invalid_object');
  const out = { ...current };
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string')
      throw invalidParam(
        `${key}[${name}]`,
        `Invalid string: ${key}[${name}]`,
        'parameter_invalid_string',
      );
    if (entry === '') delete out[name];
    else out[name] = entry;
  }
  return out;
}

/** Pagination of a newest-first list: `limit` (1–100, default 10) and `starting_after`. */
export function paginate(records: Rec[], params: FormObject): { page: Rec[]; hasMore: boolean } {
  const limit = optionalInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw invalidParam(
      'limit',
      'This value must be between 1 and 100.',
      'parameter_invalid_integer',
    );
  const after = optionalString(params, 'starting_after');
  const before = optionalString(params, 'ending_before');
  let start = 0;
  let end = records.length;
  if (after) start = records.findIndex((record) => record.id === after) + 1;
  if (before) {
    end = Math.max(
      0,
      records.findIndex((record) => record.id === before),
    );
    start = Math.max(0, end - limit);
  }
  const page = records.slice(start, Math.min(end, start + limit));
  return { page, hasMore: start + limit < end };
}
