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

/** The saved string values of the named fields, if any. */
export function readDraft<K extends string>(
  key: string,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const raw = storage()?.getItem(DRAFT_PREFIX + key);
  if (!raw) return {};
  try {
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const draft: Partial<Record<K, string>> = {};
    for (const field of fields) {
      const value = saved[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
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
  try {
    storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(picked));
  } catch {
    // Quota or blocked storage: nothing to do.
  }
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
