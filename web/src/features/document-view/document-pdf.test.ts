import type { DocumentLine } from '@fixwell/common/documents/document-totals';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';

import {
  A4,
  documentPdfFileName,
  drawDocumentPdf,
  layoutDocumentPdf,
  toWinAnsi,
  wrapText,
  type MeasureText,
  type PdfLayout,
  type PdfText,
} from '@/features/document-view/document-pdf';
import { makeDocumentView } from '@/features/document-view/testing/make-document-view';

/** Every string drawn, page by page, in drawing order. */
function textsOf(layout: PdfLayout): string[][] {
  return layout.pages.map((page) =>
    page.drawings.filter((d): d is PdfText => d.kind === 'text').map((d) => d.text),
  );
}

/** A monospaced stand-in for the font metrics: half the size per character. */
const monospace: MeasureText = (text, size) => text.length * size * 0.5;

const invoice = (lines?: DocumentLine[]) =>
  makeDocumentView({
    kind: 'invoice',
    number: 'INV-0012',
    status: 'part-paid',
    validUntilIso: null,
    dueDateIso: '2026-12-06',
    amountPaidPence: 10_000,
    ...(lines ? { lines } : {}),
    payments: [
      {
        id: 'pi_123',
        amountPence: 10_000,
        refundedPence: 0,
        purpose: 'invoice',
        cardBrand: 'visa',
        cardLast4: '4242',
        paidAtIso: '2026-11-23T09:00:00.000Z',
        checkoutSessionId: 'cs_123',
        autoRefundReason: null,
      },
    ],
  });

const manyLines = (count: number): DocumentLine[] =>
  Array.from({ length: count }, (_, index) => ({
    description: `Line ${index + 1}: fit and test a new radiator valve in the back bedroom`,
    quantity: 1,
    unitPricePence: 1_000,
    vatRate: 2000,
  }));

describe('document PDF', () => {
  it('writes a real PDF, one page per page of layout', async () => {
    const { bytes, layout } = await drawDocumentPdf(invoice());

    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getPageCount()).toBe(layout.pages.length);
    expect(parsed.getTitle()).toBe('Invoice INV-0012 from Acme Plumbing');
    const [page] = parsed.getPages();
    expect(page!.getSize()).toEqual({ width: A4.width, height: A4.height });
  });

  it('draws the number, the lines, the totals in pounds and what is left to pay', async () => {
    const { layout } = await drawDocumentPdf(invoice());
    const texts = textsOf(layout).flat();

    expect(texts).toContain('Acme Plumbing');
    expect(texts).toContain('Invoice INV-0012');
    expect(texts).toContain('Part paid: £100.00 of £341.96');
    expect(texts).toContain('Due 6 December 2026');
    expect(texts).toContain('Labour (hours)');
    expect(texts).toContain('2.5');
    expect(texts).toContain('£112.50');
    expect(texts).toContain('VAT at 5% on £59.97');
    expect(texts).toContain('£341.96');
    expect(texts).toContain('Amount due');
    expect(texts).toContain('£241.96');
    expect(texts).toContain('VAT number GB123456789');
    expect(texts).toContain('SW1A 1AA');
    expect(texts).toContain('23 November 2026: £100.00 by Visa ending 4242 (reference pi_123)');
    expect(texts).toContain('Payment within 14 days of completion.');
  });

  it('keeps every string inside the page', async () => {
    const { layout } = await drawDocumentPdf(invoice(manyLines(60)));
    for (const page of layout.pages) {
      for (const drawing of page.drawings) {
        expect(drawing.x).toBeGreaterThanOrEqual(0);
        expect(drawing.top).toBeGreaterThanOrEqual(0);
        expect(drawing.top).toBeLessThan(A4.height);
      }
    }
  });

  it('runs a long document over more pages, with the column headings and page numbers on each', async () => {
    const short = layoutDocumentPdf(invoice(), monospace);
    const long = layoutDocumentPdf(invoice(manyLines(60)), monospace);

    expect(short.pages).toHaveLength(1);
    expect(long.pages.length).toBeGreaterThan(2);
    const pages = textsOf(long);
    pages.forEach((texts, index) => {
      expect(texts).toContain('Description');
      expect(texts).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // Every line is drawn once, in order.
    const drawn = pages.flat().filter((text) => /^Line \d+:/.test(text));
    expect(drawn.map((text) => Number(/^Line (\d+)/.exec(text)![1]))).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    // The totals come after the last line.
    const last = pages.at(-1)!;
    expect(last).toContain('Total');
  });

  it('leaves out VAT for a company not registered for it, and says so', () => {
    const texts = textsOf(
      layoutDocumentPdf(makeDocumentView({ vatRegistered: false }), monospace),
    ).flat();
    expect(texts).not.toContain('VAT');
    expect(texts.some((text) => text.startsWith('VAT at'))).toBe(false);
    expect(texts.join(' ')).toContain('Acme Plumbing is not registered for VAT');
  });

  it('draws the brand colour bar in the company’s colour', () => {
    const layout = layoutDocumentPdf(
      makeDocumentView({ company: { ...makeDocumentView().company, brandColour: '#ff0000' } }),
      monospace,
    );
    expect(layout.pages[0]!.drawings[0]).toMatchObject({
      kind: 'box',
      top: 0,
      width: A4.width,
      colour: [1, 0, 0],
    });
  });

  it('wraps a long description within its column and keeps its own line breaks', () => {
    const lines = wrapText('one two three four five\nsix', 50, 10, 'regular', monospace);
    // 5 pt per character: at most 10 characters a line.
    expect(lines).toEqual(['one two', 'three four', 'five', 'six']);
    expect(wrapText('abcdefghijklmnopqrstuvwxyz', 50, 10, 'regular', monospace)).toEqual([
      'abcdefghij',
      'klmnopqrst',
      'uvwxyz',
    ]);
  });

  it('draws "£" and accents with the standard fonts, and replaces what they cannot draw', async () => {
    expect(toWinAnsi('£1,234.56 – café “quote”')).toBe('£1,234.56 – café “quote”');
    expect(toWinAnsi('Łódź 🔧')).toBe('Lódz ?');

    const view = makeDocumentView({
      notes: 'Boiler 🔥 service, Zoë’s flat — £50 deposit',
    });
    const { bytes, layout } = await drawDocumentPdf(view);
    expect(bytes.length).toBeGreaterThan(0);
    expect(textsOf(layout).flat()).toContain('Boiler ? service, Zoë’s flat — £50 deposit');
  });

  it('names the file after the document', () => {
    expect(documentPdfFileName({ kind: 'invoice', number: 'INV-0012' })).toBe(
      'invoice-INV-0012.pdf',
    );
    expect(documentPdfFileName({ kind: 'quote', number: null })).toBe('quote-draft.pdf');
  });

  it('draws the company’s logo above its name, scaled into its box', async () => {
    // A valid 1 × 1 PNG.
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      ),
      (char) => char.charCodeAt(0),
    );
    const view = makeDocumentView({
      company: { ...makeDocumentView().company, logoUrl: '/api/company-logos/uid/abc.png' },
    });
    const loadLogo = vi.fn(async () => png);
    const { layout, bytes } = await drawDocumentPdf(view, { loadLogo });

    expect(loadLogo).toHaveBeenCalledWith('/api/company-logos/uid/abc.png');
    expect(layout.pages[0]!.drawings).toContainEqual({
      kind: 'logo',
      x: 48,
      top: 48,
      width: 1,
      height: 1,
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);

    // A wide logo is scaled down into 150 × 48 points, keeping its shape; the name goes below it.
    const wide = layoutDocumentPdf(view, monospace, { width: 600, height: 240 });
    const logo = wide.pages[0]!.drawings.find((drawing) => drawing.kind === 'logo')!;
    expect(logo).toMatchObject({ width: 120, height: 48 });
    const name = wide.pages[0]!.drawings.find(
      (drawing): drawing is PdfText => drawing.kind === 'text' && drawing.text === 'Acme Plumbing',
    )!;
    expect(name.top).toBeGreaterThan(logo.top + logo.height);
  });

  it('still makes the PDF when the logo cannot be loaded or read', async () => {
    const view = makeDocumentView({
      company: { ...makeDocumentView().company, logoUrl: '/api/company-logos/uid/abc.png' },
    });
    for (const loadLogo of [async () => null, async () => new TextEncoder().encode('not a png')]) {
      const { layout, bytes } = await drawDocumentPdf(view, { loadLogo });
      expect(layout.pages[0]!.drawings.some((drawing) => drawing.kind === 'logo')).toBe(false);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    }
  });
});
