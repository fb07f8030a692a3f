import { describe, expect, it } from 'vitest';

import { resolveProfileState, toDates } from './resolve-profile-state';

const created = new Date('2026-11-22T09:30:00Z');
const updated = new Date('2026-11-23T10:00:00Z');
// Stands in for a Firestore Timestamp: all the decision relies on is `toDate()` and `toMillis()`.
const timestamp = (date: Date) => ({
  seconds: date.getTime() / 1000,
  nanoseconds: 0,
  toDate: () => date,
  toMillis: () => date.getTime(),
});

const stored = {
  id: 'uid-1',
  email: 'priya@example.co.uk',
  displayName: 'Priya Patel',
  role: 'company',
  emailVerified: false,
  active: true,
  createdAt: timestamp(created),
  updatedAt: timestamp(updated),
  businessName: 'Patel Plumbing',
  mainTrade: 'plumber',
  basePostcode: 'LS6 2AB',
  preferences: { digestSentAt: timestamp(updated) },
};

describe('resolveProfileState', () => {
  it('signs out with the SPEC message when the profile is missing', () => {
    expect(resolveProfileState('uid-1', undefined)).toEqual({
      kind: 'sign-out',
      reason: 'User profile not found. Please contact support if you believe this is an error.',
    });
  });

  it('signs out with the SPEC message when the profile is deactivated', () => {
    expect(resolveProfileState('uid-1', { ...stored, active: false })).toEqual({
      kind: 'sign-out',
      reason: 'Your account has been deactivated. Please contact support for assistance.',
    });
  });

  it('treats a profile without a known role as missing', () => {
    expect(resolveProfileState('uid-1', { ...stored, role: 'superuser' })).toMatchObject({
      kind: 'sign-out',
    });
  });

  it('gives an active profile with timestamps turned into dates', () => {
    const state = resolveProfileState('uid-1', stored);
    expect(state).toEqual({
      kind: 'signed-in',
      profile: {
        ...stored,
        createdAt: created,
        updatedAt: updated,
        preferences: { digestSentAt: updated },
      },
    });
  });

  it('defaults the display name to the part of the email before the @', () => {
    const state = resolveProfileState('uid-1', { ...stored, displayName: '' });
    expect(state.kind === 'signed-in' && state.profile.displayName).toBe('priya');
  });

  it('reads an unresolved server timestamp (null) as now', () => {
    const before = Date.now();
    const state = resolveProfileState('uid-1', { ...stored, updatedAt: null });
    expect(state.kind === 'signed-in' && state.profile.updatedAt.getTime()).toBeGreaterThanOrEqual(
      before,
    );
  });
});

describe('toDates', () => {
  it('converts nested timestamps and leaves other values alone', () => {
    expect(toDates({ a: [timestamp(created)], b: 'text', c: 3, d: null })).toEqual({
      a: [created],
      b: 'text',
      c: 3,
      d: null,
    });
  });
});
