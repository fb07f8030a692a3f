// CSV files for spreadsheets: RFC 4180 text (CRLF line ends, quoted cells where needed), a byte
// order mark so Excel reads UTF-8 (the £ sign), and formula injection neutralised.

export type CsvCell = string | number | boolean | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection");
// tab and carriage return are on OWASP's list too.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell as CSV text: text that could run as a formula gets a leading apostrophe. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first is usually the headings) as RFC 4180 text, each line ending in CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** The file's bytes: a UTF-8 byte order mark, then the rows. */
export function csvBlob(rows: readonly (readonly CsvCell[])[]): Blob {
  return new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
}

/** Saves the rows as `filename` through the browser's download. */
export function downloadCsv(filename: string, rows: readonly (readonly CsvCell[])[]): void {
  const url = URL.createObjectURL(csvBlob(rows));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
