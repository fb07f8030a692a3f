import {
  aiUsageDayOf,
  DEFAULT_AI_SETTINGS,
  estimateCostPence,
  formatCostPence,
} from '@fixwell/common/admin/ai-content';
import { describe, expect, it } from 'vitest';

import { changedAiSettings, limitDecision } from './ai-decisions';

const LIMITS = { dailyRequestLimit: 3, dailyTokenLimit: 10_000 };

describe('limitDecision', () => {
  it('allows the first request of the day', () => {
    expect(limitDecision(undefined, LIMITS, 2000)).toEqual({ allowed: true });
  });

  it('refuses once the day’s requests are used, saying when they reset', () => {
    const decision = limitDecision({ requests: 3, inputTokens: 0, outputTokens: 0 }, LIMITS, 100);
    expect(decision).toEqual({
      allowed: false,
      message: 'Today’s limit of 3 AI requests is used up. It resets at midnight (London time).',
    });
  });

  it('refuses a request whose tokens would pass the day’s limit, allows one that fits exactly', () => {
    const today = { requests: 1, inputTokens: 3000, outputTokens: 5000 };
    expect(limitDecision(today, LIMITS, 2000)).toEqual({ allowed: true });
    const refused = limitDecision(today, LIMITS, 2001);
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.message).toContain('10,000 AI tokens');
  });
});

describe('estimateCostPence', () => {
  it('prices input and output tokens per 1,000, to 4 decimal places', () => {
    expect(estimateCostPence(1000, 1000, DEFAULT_AI_SETTINGS)).toBe(0.06);
    expect(estimateCostPence(1234, 567, { inputPencePer1k: 0.5, outputPencePer1k: 1.5 })).toBe(
      1.4675,
    );
    expect(estimateCostPence(0, 0, DEFAULT_AI_SETTINGS)).toBe(0);
  });

  it('is shown in pence below £1 and in pounds from £1', () => {
    expect(formatCostPence(0)).toBe('0p');
    expect(formatCostPence(0.0123)).toBe('0.0123p');
    expect(formatCostPence(12.5)).toBe('12.5p');
    expect(formatCostPence(125_000)).toBe('£1,250.00');
  });
});

describe('aiUsageDayOf', () => {
  it('is the London date, resetting at London midnight (BST and GMT)', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(aiUsageDayOf(Date.UTC(2026, 5, 30, 23, 30))).toEqual({
      day: '2026-07-01',
      resetsAt: Date.UTC(2026, 6, 1, 23, 0),
    });
    expect(aiUsageDayOf(Date.UTC(2026, 10, 22, 14, 0))).toEqual({
      day: '2026-11-22',
      resetsAt: Date.UTC(2026, 10, 23, 0, 0),
    });
  });
});

describe('changedAiSettings', () => {
  it('lists only the fields that changed, before and after', () => {
    expect(
      changedAiSettings(DEFAULT_AI_SETTINGS, { ...DEFAULT_AI_SETTINGS, dailyRequestLimit: 10 }),
    ).toEqual({ before: { dailyRequestLimit: 50 }, after: { dailyRequestLimit: 10 } });
    expect(changedAiSettings(DEFAULT_AI_SETTINGS, DEFAULT_AI_SETTINGS)).toEqual({
      before: {},
      after: {},
    });
  });
});
