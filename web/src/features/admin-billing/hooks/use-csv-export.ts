import { useState } from 'react';

import { downloadCsv, type CsvCell } from '@/utils/csv';

export type CsvExport = {
  /** Reads every row, builds the file and downloads it. */
  run: () => void;
  busy: boolean;
  error: string | null;
};

/** A "Download CSV" action: `read` fetches the whole filtered set, `rows` turns it into cells. */
export function useCsvExport<T>(
  filename: () => string,
  read: () => Promise<T[]>,
  rows: (items: T[]) => CsvCell[][],
  what: string,
): CsvExport {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setBusy(true);
    setError(null);
    read()
      .then((items) => downloadCsv(filename(), rows(items)))
      .catch(() => setError(`We could not export ${what}. Please try again.`))
      .finally(() => setBusy(false));
  };
  return { run, busy, error };
}
