import {
  OUTREACH_COLUMN_LABELS,
  OUTREACH_LIMITS,
  type ImportOutreachProspectsResult,
  type OutreachCsvPreview,
  type OutreachRowProblem,
} from '@fixwell/common/admin/outreach';
import { useId, useState } from 'react';

import { FormAlert } from '@/components/form/form-alert';
import { submitErrorMessage } from '@/components/form/form';
import { useImportOutreachProspects } from '@/features/outreach/api/change-outreach';
import { readProspectsFile } from '@/features/outreach/csv/read-prospects-file';

const plural = (count: number, one: string, many = `${one}es`) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

function ProblemsTable({ problems, caption }: { problems: OutreachRowProblem[]; caption: string }) {
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="data-table__number">
              Row
            </th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={`${problem.line}-${problem.column ?? ''}-${index}`}>
              <td className="data-table__number">{problem.line}</td>
              <td>{problem.column ? OUTREACH_COLUMN_LABELS[problem.column] : 'whole row'}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResultSummary({ result }: { result: ImportOutreachProspectsResult }) {
  return (
    <div role="status" className="outreach__result">
      <p>
        <strong>{plural(result.added, 'business')} added</strong> to the campaign.
      </p>
      <ul>
        <li>
          {plural(result.merged, 'duplicate')} merged (the same address in the file or already a
          prospect)
        </li>
        <li>{plural(result.optedOut, 'address')} skipped: opted out</li>
        <li>{plural(result.onFixwell, 'address')} skipped: already on Fixwell</li>
      </ul>
      {result.refused.length > 0 ? (
        <ProblemsTable problems={result.refused} caption="Rows the server refused" />
      ) : null}
    </div>
  );
}

/**
 * A CSV file of businesses read in the browser and shown before anything is sent: the rows
 * ready to import, the duplicates merged, and each bad row with its column and problem. Import
 * sends the good rows; the server checks them again and answers what it did.
 */
export function ProspectImport({ campaignId }: { campaignId: string }) {
  const inputId = useId();
  const hintId = useId();
  const importRows = useImportOutreachProspects();
  const [preview, setPreview] = useState<OutreachCsvPreview | null>(null);
  const [fileName, setFileName] = useState('');
  const [result, setResult] = useState<ImportOutreachProspectsResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    setResult(null);
    setError(null);
    setPreview(null);
    if (!file) return;
    setFileName(file.name);
    setPreview(await readProspectsFile(file));
  };

  const submit = async () => {
    if (!preview || preview.rows.length === 0) return;
    setError(null);
    try {
      setResult(await importRows.mutateAsync({ campaignId, rows: preview.rows }));
      setPreview(null);
    } catch (failure) {
      setError(submitErrorMessage(failure));
    }
  };

  return (
    <div className="outreach__import">
      <div className="form-field">
        <label className="form-field__label" htmlFor={inputId}>
          CSV file of businesses
        </label>
        <p className="form-field__hint" id={hintId}>
          The first row names the columns: <strong>business name</strong>, <strong>email</strong>,{' '}
          <strong>trade</strong>, and optionally town, postcode and website. At most{' '}
          {OUTREACH_LIMITS.maxRowsPerImport.toLocaleString('en-GB')} rows; save it as “CSV UTF-8
          (comma delimited)”. Business addresses only: personal webmail (Gmail, Hotmail, BT
          Internet…) is refused under PECR.
        </p>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="form-field__input"
          aria-describedby={hintId}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </div>

      {preview ? (
        <section aria-label={`Preview of ${fileName}`} className="outreach__import-preview">
          {preview.fileError ? (
            <FormAlert message={preview.fileError} />
          ) : (
            <>
              <p role="status">
                <strong>{plural(preview.rows.length, 'business')} ready to import</strong>
                {preview.mergedInFile > 0
                  ? `; ${plural(preview.mergedInFile, 'duplicate')} in the file merged`
                  : ''}
                {preview.errors.length > 0
                  ? `; ${plural(preview.errors.length, 'problem')} below (those rows are left out)`
                  : ''}
                .
              </p>
              {preview.ignoredColumns.length > 0 ? (
                <p className="outreach__muted">
                  Columns not used: {preview.ignoredColumns.join(', ')}.
                </p>
              ) : null}
              {preview.errors.length > 0 ? (
                <ProblemsTable problems={preview.errors} caption="Rows with problems" />
              ) : null}
              {preview.rows.length > 0 ? (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={importRows.isPending}
                  onClick={() => void submit()}
                >
                  {importRows.isPending
                    ? 'Importing…'
                    : `Import ${plural(preview.rows.length, 'business')}`}
                </button>
              ) : null}
            </>
          )}
        </section>
      ) : null}
      <FormAlert message={error} />
      {result ? <ResultSummary result={result} /> : null}
    </div>
  );
}
