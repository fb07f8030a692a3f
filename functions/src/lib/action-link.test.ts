import { describe, expect, it } from 'vitest';

import { actionLink, oobCodeFrom } from './action-link';

describe('oobCodeFrom', () => {
  it('extracts the one-time code from a link Firebase Auth generated', () => {
    const generated =
      'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=AbC-123_xyz&apiKey=fake-api-key';
    expect(oobCodeFrom(generated)).toBe('AbC-123_xyz');
  });

  it('throws when there is no code', () => {
    expect(() =>
      oobCodeFrom('https://fixwell.example.co.uk/__/auth/action?mode=resetPassword'),
    ).toThrow(/oobCode/);
  });
});

describe('actionLink', () => {
  it('points at our own page with the code', () => {
    expect(actionLink('http://localhost:5173', '/reset-password', 'AbC-123')).toBe(
      'http://localhost:5173/reset-password?oobCode=AbC-123',
    );
    expect(actionLink('https://fixwell.example.co.uk/', '/verify-email', 'a+b/c=')).toBe(
      'https://fixwell.example.co.uk/verify-email?oobCode=a%2Bb%2Fc%3D',
    );
  });
});
