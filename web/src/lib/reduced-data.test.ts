import { afterEach, describe, expect, it } from 'vitest';

import { detectReducedData, isReducedDataMode, watchReducedData } from '@/lib/reduced-data';

class FakeConnection extends EventTarget {
  saveData = false;
  effectiveType = '4g';

  set(next: Partial<Pick<FakeConnection, 'saveData' | 'effectiveType'>>) {
    Object.assign(this, next);
    this.dispatchEvent(new Event('change'));
  }
}

function withConnection(connection: FakeConnection | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

describe('reduced-data mode', () => {
  let stop: (() => void) | undefined;

  afterEach(() => {
    stop?.();
    stop = undefined;
    withConnection(undefined);
    delete document.documentElement.dataset.reducedData;
  });

  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ saveData: false, effectiveType: 'slow-2g' }, true],
    [{ saveData: false, effectiveType: '2g' }, true],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ saveData: false, effectiveType: '4g' }, false],
  ])('detects %o as %s', (info, expected) => {
    expect(detectReducedData(info as never)).toBe(expected);
  });

  it('is off where the browser does not report the connection', () => {
    withConnection(undefined);
    stop = watchReducedData();

    expect(isReducedDataMode()).toBe(false);
    expect(document.documentElement.dataset.reducedData).toBeUndefined();
  });

  it('marks the document when Save-Data is on', () => {
    const connection = new FakeConnection();
    connection.saveData = true;
    withConnection(connection);

    stop = watchReducedData();

    expect(isReducedDataMode()).toBe(true);
    expect(document.documentElement.dataset.reducedData).toBe('true');
  });

  it('follows the connection as it changes', () => {
    const connection = new FakeConnection();
    withConnection(connection);
    stop = watchReducedData();
    expect(isReducedDataMode()).toBe(false);

    connection.set({ effectiveType: '2g' });
    expect(isReducedDataMode()).toBe(true);
    expect(document.documentElement.dataset.reducedData).toBe('true');

    connection.set({ effectiveType: '4g' });
    expect(isReducedDataMode()).toBe(false);
    expect(document.documentElement.dataset.reducedData).toBeUndefined();
  });

  it('stops following the connection after cleanup', () => {
    const connection = new FakeConnection();
    withConnection(connection);
    watchReducedData()();

    connection.set({ saveData: true });
    expect(document.documentElement.dataset.reducedData).toBeUndefined();
  });
});
