import { describe, expect, it } from 'vitest';

import { matchRoute, routePath } from './router';

const routes = { '/auth/forgot-password': { POST: 'forgot-password' } };

describe('routePath', () => {
  it('accepts paths with and without the /api prefix', () => {
    expect(routePath('/api/auth/forgot-password')).toBe('/auth/forgot-password');
    expect(routePath('/auth/forgot-password')).toBe('/auth/forgot-password');
    expect(routePath('/api/auth/forgot-password/')).toBe('/auth/forgot-password');
    expect(routePath('/api')).toBe('/');
    expect(routePath('')).toBe('/');
  });

  it('does not strip a prefix that merely starts with "api"', () => {
    expect(routePath('/apiary/auth/forgot-password')).toBe('/apiary/auth/forgot-password');
  });
});

describe('matchRoute', () => {
  it('finds the handler for the method and path, either form', () => {
    expect(matchRoute(routes, 'POST', '/api/auth/forgot-password')).toEqual({
      kind: 'handler',
      handler: 'forgot-password',
    });
    expect(matchRoute(routes, 'post', '/auth/forgot-password')).toEqual({
      kind: 'handler',
      handler: 'forgot-password',
    });
  });

  it('answers method-not-allowed with the allowed methods for a known path', () => {
    expect(matchRoute(routes, 'GET', '/api/auth/forgot-password')).toEqual({
      kind: 'method-not-allowed',
      allow: ['POST'],
    });
  });

  it('answers not-found for unknown paths, including object prototype names', () => {
    expect(matchRoute(routes, 'POST', '/api/auth/unknown')).toEqual({ kind: 'not-found' });
    expect(matchRoute(routes, 'GET', '/constructor')).toEqual({ kind: 'not-found' });
    expect(matchRoute(routes, 'GET', '/api')).toEqual({ kind: 'not-found' });
  });
});

describe('matchRoute with a :name pattern', () => {
  const withPattern = {
    '/quote-photos': { POST: 'upload' },
    '/quote-photos/:id': { GET: 'read', DELETE: 'delete' },
  };

  it('passes the segment as a parameter, and exact paths still win', () => {
    expect(matchRoute(withPattern, 'GET', '/api/quote-photos/abc123')).toEqual({
      kind: 'handler',
      handler: 'read',
      params: { id: 'abc123' },
    });
    expect(matchRoute(withPattern, 'POST', '/api/quote-photos')).toEqual({
      kind: 'handler',
      handler: 'upload',
    });
    expect(matchRoute(withPattern, 'POST', '/quote-photos/abc123')).toEqual({
      kind: 'method-not-allowed',
      allow: ['GET', 'DELETE'],
    });
  });

  it('never lets a parameter span segments', () => {
    expect(matchRoute(withPattern, 'GET', '/api/quote-photos/a/b')).toEqual({ kind: 'not-found' });
    expect(matchRoute(withPattern, 'GET', '/api/other/abc123')).toEqual({ kind: 'not-found' });
  });
});
