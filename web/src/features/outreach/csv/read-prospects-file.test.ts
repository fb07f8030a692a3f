import { OUTREACH_CSV_MESSAGES, OUTREACH_LIMITS } from '@fixwell/common/admin/outreach';
import { describe, expect, it } from 'vitest';

import { previewProspectsCsv, readProspectsFile } from './read-prospects-file';

const utf8 = (text: string) => new TextEncoder().encode(text);
const HEADER = 'Business name,Email,Trade,Town\r\n';

describe('reading a CSV file of prospects', () => {
  it('reads a well-formed file: CRLF, a byte-order mark, quoted commas and quotes', async () => {
    const preview = await previewProspectsCsv(
      utf8(
        `\uFEFF${HEADER}"Smith, Jones & Co",info@smith-jones.co.uk,Builder,"Leeds"\r\n` +
          '"The ""Best"" Tiler",hello@best-tiler.co.uk,tiler,Bradford\r\n\r\n',
      ),
    );
    expect(preview.fileError).toBeNull();
    expect(preview.errors).toEqual([]);
    expect(preview.rows).toEqual([
      expect.objectContaining({ line: 2, businessName: 'Smith, Jones & Co', trade: 'builder' }),
      expect.objectContaining({ line: 3, businessName: 'The "Best" Tiler', town: 'Bradford' }),
    ]);
  });

  it('refuses an empty file, and one with a header only', async () => {
    expect((await previewProspectsCsv(new Uint8Array())).fileError).toBe(
      OUTREACH_CSV_MESSAGES.empty,
    );
    expect((await previewProspectsCsv(utf8('\r\n\r\n'))).fileError).toBe(
      OUTREACH_CSV_MESSAGES.empty,
    );
    expect((await previewProspectsCsv(utf8(HEADER))).fileError).toBe(OUTREACH_CSV_MESSAGES.noRows);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = new File([new Uint8Array(OUTREACH_LIMITS.maxFileBytes + 1)], 'big.csv');
    expect((await readProspectsFile(big)).fileError).toBe(OUTREACH_CSV_MESSAGES.tooLarge);
  });

  it('refuses a spreadsheet or other binary file', async () => {
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect((await previewProspectsCsv(xlsx)).fileError).toBe(OUTREACH_CSV_MESSAGES.notText);
    expect((await previewProspectsCsv(new Uint8Array([0x61, 0x00, 0x62]))).fileError).toBe(
      OUTREACH_CSV_MESSAGES.notText,
    );
  });

  it('refuses text that is not UTF-8 (Windows-1252, UTF-16)', async () => {
    // "£" in Windows-1252 is the lone byte 0xA3, which is not UTF-8.
    const latin1 = new Uint8Array([
      ...utf8(`${HEADER}Caf`),
      0xe9,
      ...utf8(',a@cafe.co.uk,cleaner,Leeds\r\n'),
    ]);
    expect((await previewProspectsCsv(latin1)).fileError).toBe(OUTREACH_CSV_MESSAGES.notUtf8);
    const utf16 = new Uint8Array([0xff, 0xfe, 0x62, 0x00]);
    expect((await previewProspectsCsv(utf16)).fileError).toBe(OUTREACH_CSV_MESSAGES.notUtf8);
  });

  it('refuses a file whose quotes are not closed', async () => {
    const preview = await previewProspectsCsv(
      utf8(`${HEADER}"Smith Builders,info@smith.co.uk,Builder,Leeds\r\nA,b@c.co.uk,tiler,York\r\n`),
    );
    expect(preview.fileError).toBe(OUTREACH_CSV_MESSAGES.quote(2));
  });

  it('refuses a file with a stray quote, naming its row (the rows after it cannot be trusted)', async () => {
    const preview = await previewProspectsCsv(
      utf8(
        `${HEADER}Good Co,info@good.co.uk,Builder,Leeds\r\n` +
          '"Bad" Co,info@bad.co.uk,Builder,Leeds\r\n' +
          'Next Co,info@next.co.uk,Builder,Leeds\r\n',
      ),
    );
    expect(preview.fileError).toBe(OUTREACH_CSV_MESSAGES.quote(3));
    expect(preview.rows).toEqual([]);
  });

  it('names the rows with the wrong number of values and keeps the others', async () => {
    const preview = await previewProspectsCsv(
      utf8(
        `${HEADER}Good Co,info@good.co.uk,Builder,Leeds\r\n` +
          'Short Co,info@short.co.uk\r\n' +
          'Long Co,info@long.co.uk,Builder,Leeds,extra\r\n' +
          'Fine Co,info@fine.co.uk,Tiler,York\r\n',
      ),
    );
    expect(preview.fileError).toBeNull();
    expect(preview.rows.map((row) => row.line)).toEqual([2, 5]);
    expect(preview.errors).toEqual([
      { line: 3, column: null, message: OUTREACH_CSV_MESSAGES.fieldCount(2, 4) },
      { line: 4, column: null, message: OUTREACH_CSV_MESSAGES.fieldCount(5, 4) },
    ]);
  });

  it('says which delimiter a file uses when it is not a comma, and which headers are missing', async () => {
    expect(
      (await previewProspectsCsv(utf8('business name;email;trade\r\nA;a@a.co.uk;tiler'))).fileError,
    ).toBe(OUTREACH_CSV_MESSAGES.delimiter('semicolons'));
    expect(
      (await previewProspectsCsv(utf8('business name\temail\ttrade\nA\ta@a.co.uk\ttiler')))
        .fileError,
    ).toBe(OUTREACH_CSV_MESSAGES.delimiter('tabs'));
    expect((await previewProspectsCsv(utf8('Name,Phone\r\nA,0113\r\n'))).fileError).toBe(
      OUTREACH_CSV_MESSAGES.missingColumns(['businessName', 'email', 'trade']),
    );
  });
});
