import {
  OUTREACH_CSV_MESSAGES,
  OUTREACH_LIMITS,
  previewOutreachRows,
  type OutreachCsvPreview,
} from '@fixwell/common/admin/outreach';

// Reading an admin's file of prospects in the browser, for the preview before anything is sent:
// bytes checked (size, a spreadsheet or other binary file, UTF-8), parsed as comma-separated CSV
// by Papa Parse, then every row checked with the rules the server applies again on import
// (`previewOutreachRows`, common/src/admin/outreach.ts). Rows are numbered as a spreadsheet
// shows them: the header is row 1.

const failed = (fileError: string): OutreachCsvPreview => ({
  fileError,
  rows: [],
  errors: [],
  mergedInFile: 0,
  ignoredColumns: [],
});

/** The text of a file, or the reason it is not UTF-8 CSV text. */
function decode(bytes: Uint8Array): { text: string } | { error: string } {
  if (bytes.length === 0) return { error: OUTREACH_CSV_MESSAGES.empty };
  if (bytes.length > OUTREACH_LIMITS.maxFileBytes) return { error: OUTREACH_CSV_MESSAGES.tooLarge };
  // UTF-16 (Excel's "Unicode text") starts with its byte-order mark.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return { error: OUTREACH_CSV_MESSAGES.notUtf8 };
  // A spreadsheet (.xlsx is a zip) or any other binary file has NUL bytes early on.
  if (bytes.subarray(0, 8192).includes(0) || (bytes[0] === 0x50 && bytes[1] === 0x4b))
    return { error: OUTREACH_CSV_MESSAGES.notText };
  try {
    // `ignoreBOM: false` drops UTF-8's byte-order mark, which Excel writes.
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { error: OUTREACH_CSV_MESSAGES.notUtf8 };
  }
}

/**
 * The preview of a file's bytes: the rows to import and each problem with its row. Papa Parse
 * loads with the first file, not with the page.
 */
export async function previewProspectsCsv(bytes: Uint8Array): Promise<OutreachCsvPreview> {
  const decoded = decode(bytes);
  if ('error' in decoded) return failed(decoded.error);
  // Papa Parse is CommonJS: the bundler hands its module.exports over as the default export.
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(decoded.text, {
    delimiter: ',',
    header: false,
    skipEmptyLines: false,
  });
  // A quote out of place makes the parser read on to the next quote, swallowing rows: the file
  // as a whole cannot be trusted, so it is refused at the first such row.
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) return failed(OUTREACH_CSV_MESSAGES.quote((quoteError.row ?? 0) + 1));
  const records = parsed.data;
  const width = records[0]?.length ?? 0;
  const problems = new Map<number, string>();
  records.forEach((cells, index) => {
    if (index === 0 || cells.every((cell) => cell.trim() === '')) return;
    if (cells.length !== width && !problems.has(index + 1))
      problems.set(index + 1, OUTREACH_CSV_MESSAGES.fieldCount(cells.length, width));
  });
  return previewOutreachRows(
    records,
    [...problems].map(([line, message]) => ({ line, message })),
  );
}

/** The preview of a file the admin picked. */
export async function readProspectsFile(file: File): Promise<OutreachCsvPreview> {
  if (file.size > OUTREACH_LIMITS.maxFileBytes) return failed(OUTREACH_CSV_MESSAGES.tooLarge);
  return previewProspectsCsv(new Uint8Array(await file.arrayBuffer()));
}
