/** The Network Information API, where the browser has it (Chromium). */
type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string };

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);
let reducedData = false;

function connection(): NetworkInformation | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Whether the visitor asked to save data or is on a very slow connection. */
export function detectReducedData(info: NetworkInformation | undefined = connection()): boolean {
  if (!info) return false;
  return info.saveData === true || SLOW_CONNECTIONS.has(info.effectiveType ?? '');
}

export function isReducedDataMode(): boolean {
  return reducedData;
}

function apply(next: boolean): void {
  const root = document.documentElement;
  // CSS can drop heavy images and animations with `[data-reduced-data='true']`.
  if (next) root.dataset.reducedData = 'true';
  else delete root.dataset.reducedData;
  reducedData = next;
}

/** Applies reduced-data mode now and whenever the connection changes; returns a cleanup. */
export function watchReducedData(): () => void {
  const info = connection();
  const update = () => apply(detectReducedData(info));
  update();
  info?.addEventListener('change', update);
  return () => info?.removeEventListener('change', update);
}
