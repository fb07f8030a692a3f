import { onSchedule } from 'firebase-functions/scheduler';

import { addDays, londonDateOf } from '@fixwell/common/london-time';

import { logInfo } from '../lib/log';
import { recomputePlatformDay, takePlatformSnapshot } from './recompute-platform-day';

// The safety net under the triggers: every night yesterday and today are recomputed from their
// sources (a day whose trigger never ran, or ran on rows since changed, is right by morning), and
// today gets the day's snapshot: monthly recurring revenue and the companies covering each service.

export async function recomputePlatformStatsNow(now: number = Date.now()): Promise<{
  days: string[];
  written: number;
  mrrPence: number;
}> {
  const today = londonDateOf(now);
  const yesterday = addDays(today, -1);
  const snapshot = await takePlatformSnapshot(now);
  let written = 0;
  if ((await recomputePlatformDay(yesterday)).outcome === 'written') written += 1;
  if ((await recomputePlatformDay(today, snapshot)).outcome === 'written') written += 1;
  logInfo('platform-stats.nightly', { today, written, mrrPence: snapshot.mrrPence });
  return { days: [yesterday, today], written, mrrPence: snapshot.mrrPence };
}

/** Every night at 02:40 London time (after the companies' figures). */
export const recomputePlatformStats = onSchedule(
  { schedule: '40 2 * * *', timeZone: 'Europe/London' },
  async () => {
    await recomputePlatformStatsNow();
  },
);
