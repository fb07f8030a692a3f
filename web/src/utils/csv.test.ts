import { afterEach, describe, expect, it, vi } from 'vitest';

import { csvBlob, csvCell, downloadCsv, toCsv } from '@/utils/csv';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CSV', () => {
  it('quotes only the cells that need it, doubling quotes inside (RFC 4180)', () => {
    expect(csvCell('Acme Plumbing')).toBe('Acme Plumbing');
    expect(csvCell('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "best" boilers')).toBe('"The ""best"" boilers"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('Yes');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"")"',
    );
    expect(csvCell('+44 7700 900123')).toBe("'+44 7700 900123");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Numbers are data, not text a person typed.
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends every line with CRLF', () => {
    expect(
      toCsv([
        ['Company', 'Amount'],
        ['Acme', '59.00'],
      ]),
    ).toBe('Company,Amount\r\nAcme,59.00\r\n');
  });

  it('starts the file with a byte order mark so Excel reads the pound sign', async () => {
    const blob = csvBlob([['£59.00']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('£59.00\r\n');
  });

  it('downloads the file under its name', async () => {
    const created: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: (blob: Blob) => {
        created.push(blob);
        return 'blob:fixwell/1';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', {
      configurable: true,
      writable: true,
      value: vi.fn(),
    });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });

    downloadCsv('transactions.csv', [['Id'], ['in_1']]);

    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('transactions.csv');
    expect(clicks[0]!.getAttribute('href')).toBe('blob:fixwell/1');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await created[0]!.arrayBuffer(),
    );
    expect(text).toBe('\uFEFFId\r\nin_1\r\n');
  });
});
