import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Form drafts in sessionStorage, so a reload (or a trip to another tab's link) does not lose
 * what was typed. Only the named fields are kept: never pass a password field here.
 */
export const DRAFT_PREFIX = 'fixwell:draft:';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); drafts are a nicety.
    return null;
  }
}

/** Whatever was saved under the key, parsed, or undefined when nothing readable is there. */
export function readStoredDraft(key: string): unknown {
  const raw = storage()?.getItem(DRAFT_PREFIX + key);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Keeps any JSON value under the key; a form with more than strings shapes its own. */
export function storeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota or blocked storage: nothing to do.
  }
}

/** The saved string values of the named fields, if any. */
export function readDraft<K extends string>(
  key: string,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const saved = readStoredDraft(key);
  if (!saved || typeof saved !== 'object') return {};
  const draft: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const value = (saved as Record<string, unknown>)[field];
    if (typeof value === 'string') draft[field] = value;
  }
  return draft;
}

export function saveDraft(
  key: string,
  values: Record<string, unknown>,
  fields: readonly string[],
): void {
  const picked = Object.fromEntries(
    fields
      .filter((field) => typeof values[field] === 'string')
      .map((field) => [field, values[field]]),
  );
  storeDraft(key, picked);
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // As above.
  }
}

/** Saves the named fields as the person types. */
export function useSaveDraft<T extends FieldValues>(
  key: string,
  watch: UseFormWatch<T>,
  fields: readonly string[],
): void {
  useEffect(() => {
    const subscription = watch((values) =>
      saveDraft(key, values as Record<string, unknown>, fields),
    );
    return () => subscription.unsubscribe();
  }, [key, watch, fields]);
}
