import type { CsvExport } from '@/features/admin-billing/hooks/use-csv-export';

/** "Download CSV" for the whole filtered set, and why it failed if it did. */
export function CsvDownloadButton({ csv }: { csv: CsvExport }) {
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={csv.run}
        disabled={csv.busy}
      >
        {csv.busy ? 'Preparing CSV…' : 'Download CSV'}
      </button>
      {csv.error ? (
        <p className="notice notice--warning" role="alert">
          {csv.error}
        </p>
      ) : null}
    </>
  );
}
