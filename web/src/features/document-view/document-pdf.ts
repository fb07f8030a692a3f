// A document as an A4 PDF, drawn in the browser with pdf-lib (loaded only when someone asks for
// the PDF: DownloadPdfButton imports this module on click). Two steps: `layoutDocumentPdf` is pure
// and decides every string, its font, size and position on which page (so tests read what is
// drawn); `drawDocumentPdf` only copies that layout onto pdf-lib pages.
//
// The company's logo (a PNG our `api` serves) is fetched and embedded when it can be; a PDF
// without it is better than none. The fonts are PDF's standard Helvetica pair: nothing to download, and their WinAnsi encoding has
// "£", "€", curly quotes and dashes. Anything it has not (emoji, most non-Latin scripts) is
// reduced to its unaccented letter where there is one, or drawn as "?", rather than failing.
import { VAT_RATE_LABELS } from '@fixwell/common/documents/document-totals';
import type { DocumentView } from '@fixwell/common/documents/document-view';
import {
  PDFDocument,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';

import {
  amountDuePence,
  cardInWords,
  documentTitle,
  formatQuantity,
  statusInWords,
} from '@/features/document-view/document-format';
import { formatLongDate, formatMoney } from '@/utils/format';

export type PdfFont = 'regular' | 'bold';
/** Red, green and blue from 0 to 1. */
export type PdfColour = readonly [number, number, number];

export type PdfText = {
  kind: 'text';
  text: string;
  /** Left edge of the text, in points from the left of the page. */
  x: number;
  /** Top of the line, in points from the top of the page. */
  top: number;
  size: number;
  font: PdfFont;
  colour: PdfColour;
};
export type PdfBox = {
  kind: 'box';
  x: number;
  top: number;
  width: number;
  height: number;
  colour: PdfColour;
};
/** The company's logo, scaled to fit its box. */
export type PdfLogo = { kind: 'logo'; x: number; top: number; width: number; height: number };
export type PdfDrawing = PdfText | PdfBox | PdfLogo;
/** The logo's size in pixels, when there is one to draw. */
export type LogoSize = { width: number; height: number };
export type PdfPageLayout = { drawings: PdfDrawing[] };
export type PdfLayout = { title: string; author: string; pages: PdfPageLayout[] };

/** The width in points of `text` at `size` in `font` (the real fonts' metrics, or a test's). */
export type MeasureText = (text: string, size: number, font: PdfFont) => number;

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 48;
const FOOTER_SPACE = 36;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const RIGHT = A4.width - MARGIN;
const BODY = 10;
const SMALL = 8.5;

const INK: PdfColour = [0.1, 0.1, 0.12];
const MUTED: PdfColour = [0.36, 0.37, 0.42];
const RULE: PdfColour = [0.78, 0.79, 0.82];
/** Fixwell's own colour, for a company without a brand colour. */
const FIXWELL_BLUE = '#0b5fff';

function lineHeight(size: number): number {
  return size * 1.35;
}

function colourOf(hex: string): PdfColour {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

// ---- text the standard fonts can draw ------------------------------------------------------

// Windows-1252's characters between 0x80 and 0x9F, which WinAnsi encodes besides Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

// Letters with no accent to take off, and so no decomposition, but a plain look-alike.
const PLAIN_LETTERS: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i' };

function encodable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

/** `text` with every character the standard fonts cannot draw replaced (see the top). */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (encodable(char)) {
      out += char;
    } else if (char === '\t' || char === '\u2009' || char === '\u202f' || char === '\u2007') {
      out += ' ';
    } else if (PLAIN_LETTERS[char]) {
      out += PLAIN_LETTERS[char];
    } else {
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += plain !== '' && [...plain].every(encodable) ? plain : '?';
    }
  }
  return out;
}

/**
 * `text` broken into lines no wider than `width`: its own line breaks kept, words wrapped at
 * spaces, and a word longer than a line cut where it must be.
 */
export function wrapText(
  text: string,
  width: number,
  size: number,
  font: PdfFont,
  measure: MeasureText,
): string[] {
  const fits = (line: string) => measure(line, size, font) <= width;
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const word of toWinAnsi(paragraph).split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (rest.length > 1 && !fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

// ---- layout ----------------------------------------------------------------------------------

/** Draws top-down onto pages, starting a new one when the next block would not fit. */
class PageWriter {
  readonly pages: PdfPageLayout[] = [];
  /** Distance from the page's top to where the next block goes. */
  y = 0;
  private page!: PdfPageLayout;
  /** Redrawn at the top of each new page (the table's column headings, mid-table). */
  continuation: (() => void) | null = null;

  constructor(
    readonly measure: MeasureText,
    private readonly brand: PdfColour,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = { drawings: [] };
    this.pages.push(this.page);
    this.box(0, 0, A4.width, 10, this.brand);
    this.y = MARGIN;
    this.continuation?.();
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensure(height: number) {
    if (this.y + height > A4.height - MARGIN - FOOTER_SPACE) this.newPage();
  }

  box(x: number, top: number, width: number, height: number, colour: PdfColour) {
    this.page.drawings.push({ kind: 'box', x, top, width, height, colour });
  }

  logo(x: number, top: number, width: number, height: number) {
    this.page.drawings.push({ kind: 'logo', x, top, width, height });
  }

  rule(x: number, top: number, width: number, colour: PdfColour = RULE, thickness = 0.75) {
    this.box(x, top, width, thickness, colour);
  }

  text(
    text: string,
    x: number,
    top: number,
    { size = BODY, font = 'regular', colour = INK, align = 'left' }: TextStyle = {},
  ) {
    const safe = toWinAnsi(text);
    const left = align === 'right' ? x - this.measure(safe, size, font) : x;
    this.page.drawings.push({ kind: 'text', text: safe, x: left, top, size, font, colour });
  }

  /** Lines of wrapped text from `top`; answers the height they took. */
  lines(lines: string[], x: number, top: number, style: TextStyle = {}): number {
    const step = lineHeight(style.size ?? BODY);
    lines.forEach((line, index) => this.text(line, x, top + index * step, style));
    return lines.length * step;
  }

  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    return wrapText(text, width, style.size ?? BODY, style.font ?? 'regular', this.measure);
  }
}

type TextStyle = {
  size?: number;
  font?: PdfFont;
  colour?: PdfColour;
  align?: 'left' | 'right';
};

/** The largest the logo is drawn, in points: wide and short, as most trade logos are. */
const LOGO_BOX = { width: 150, height: 48 } as const;

function header(writer: PageWriter, view: DocumentView, logo: LogoSize | null) {
  const { company } = view;
  const half = CONTENT_WIDTH / 2 - 12;
  const top = writer.y;

  let left = top;
  if (logo && logo.width > 0 && logo.height > 0) {
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height, 1);
    const width = logo.width * scale;
    const height = logo.height * scale;
    writer.logo(MARGIN, top, width, height);
    left += height + 8;
  }
  const nameLines = writer.wrap(company.name, half, { size: 16, font: 'bold' });
  left += writer.lines(nameLines, MARGIN, left, { size: 16, font: 'bold' });
  const contact = [
    company.phone,
    company.email,
    view.vatRegistered && company.vatNumber ? `VAT number ${company.vatNumber}` : null,
  ].filter((line): line is string => Boolean(line));
  left += 4 + writer.lines(contact, MARGIN, left + 4, { size: SMALL, colour: MUTED });

  let right = top;
  for (const line of writer.wrap(documentTitle(view), half, { size: 16, font: 'bold' })) {
    writer.text(line, RIGHT, right, { size: 16, font: 'bold', align: 'right' });
    right += lineHeight(16);
  }
  for (const line of writer.wrap(statusInWords(view), half, { font: 'bold' })) {
    writer.text(line, RIGHT, right, { font: 'bold', align: 'right' });
    right += lineHeight(BODY);
  }
  const dueIso = view.kind === 'quote' ? view.validUntilIso : view.dueDateIso;
  const dates = [
    view.issuedAtIso ? `Issued ${formatLongDate(view.issuedAtIso)}` : null,
    dueIso ? `${view.kind === 'quote' ? 'Valid until' : 'Due'} ${formatLongDate(dueIso)}` : null,
  ].filter((line): line is string => Boolean(line));
  for (const line of dates) {
    writer.text(line, RIGHT, right, { size: SMALL, colour: MUTED, align: 'right' });
    right += lineHeight(SMALL);
  }
  writer.y = Math.max(left, right) + 18;
}

function sectionHeading(writer: PageWriter, text: string) {
  writer.text(text.toUpperCase(), MARGIN, writer.y, { size: SMALL, font: 'bold', colour: MUTED });
  writer.y += lineHeight(SMALL) + 2;
}

function customerBlock(writer: PageWriter, view: DocumentView) {
  const { customer } = view;
  const lines = [
    customer.name,
    customer.address.line1,
    customer.address.line2,
    customer.address.town,
    customer.address.postcode,
    customer.email,
  ].filter((line): line is string => Boolean(line?.trim()));
  const wrapped = lines.flatMap((line) => writer.wrap(line, CONTENT_WIDTH / 2));
  writer.ensure(lineHeight(SMALL) + wrapped.length * lineHeight(BODY));
  sectionHeading(writer, 'To');
  writer.y += writer.lines(wrapped, MARGIN, writer.y) + 18;
}

type Column = { heading: string; width: number };

function lineTable(writer: PageWriter, view: DocumentView) {
  const showVat = view.vatRegistered;
  const numbers: Column[] = [
    { heading: 'Qty', width: 44 },
    { heading: 'Unit price', width: 72 },
    ...(showVat ? [{ heading: 'VAT', width: 40 }] : []),
    { heading: 'Amount', width: 76 },
  ];
  const gap = 10;
  // Right edges of the number columns, from the last one leftwards.
  const rights: number[] = [];
  let edge = RIGHT;
  for (const column of [...numbers].reverse()) {
    rights.unshift(edge);
    edge -= column.width + gap;
  }
  const descriptionWidth = edge - MARGIN;

  const headings = () => {
    const top = writer.y;
    writer.text('Description', MARGIN, top, { size: SMALL, font: 'bold', colour: MUTED });
    numbers.forEach((column, index) =>
      writer.text(column.heading, rights[index]!, top, {
        size: SMALL,
        font: 'bold',
        colour: MUTED,
        align: 'right',
      }),
    );
    writer.y += lineHeight(SMALL) + 3;
    writer.rule(MARGIN, writer.y, CONTENT_WIDTH, INK);
    writer.y += 6;
  };

  writer.ensure(lineHeight(SMALL) + 9 + lineHeight(BODY) + 8);
  headings();
  writer.continuation = headings;
  view.lines.forEach((line, index) => {
    const description = writer.wrap(line.description, descriptionWidth);
    const height = description.length * lineHeight(BODY);
    writer.ensure(height + 8);
    const top = writer.y;
    writer.lines(description, MARGIN, top);
    const cells = [
      formatQuantity(line.quantity),
      formatMoney(line.unitPricePence),
      ...(showVat ? [VAT_RATE_LABELS[line.vatRate]] : []),
      formatMoney(view.lineNetPence[index] ?? 0),
    ];
    cells.forEach((cell, column) => writer.text(cell, rights[column]!, top, { align: 'right' }));
    writer.y = top + height + 3;
    writer.rule(MARGIN, writer.y, CONTENT_WIDTH);
    writer.y += 5;
  });
  writer.continuation = null;
  writer.y += 8;
}

type TotalRow = { label: string; value: string; strong?: boolean };

function totalRows(view: DocumentView): TotalRow[] {
  const { totals } = view;
  const rows: TotalRow[] = [{ label: 'Subtotal', value: formatMoney(totals.subtotalPence) }];
  if (view.vatRegistered) {
    for (const entry of totals.vatBreakdown) {
      rows.push({
        label: `VAT at ${VAT_RATE_LABELS[entry.vatRate]} on ${formatMoney(entry.netPence)}`,
        value: formatMoney(entry.vatPence),
      });
    }
  }
  rows.push({ label: 'Total', value: formatMoney(totals.totalPence), strong: true });
  if (view.depositPence !== null) {
    rows.push({
      label: `Deposit${view.depositPercent !== null ? ` (${view.depositPercent}%)` : ''}`,
      value: formatMoney(view.depositPence),
    });
  }
  if (view.credit) {
    rows.push({
      label: view.credit.description,
      value: `-${formatMoney(view.credit.amountPence)}`,
    });
  }
  if (view.kind === 'invoice' || view.amountPaidPence > 0) {
    rows.push({ label: 'Amount paid', value: formatMoney(view.amountPaidPence) });
  }
  if (view.kind === 'invoice' && view.status !== 'void') {
    rows.push({ label: 'Amount due', value: formatMoney(amountDuePence(view)), strong: true });
  }
  return rows;
}

function totalsBlock(writer: PageWriter, view: DocumentView) {
  const rows = totalRows(view);
  const left = RIGHT - 250;
  writer.ensure(rows.length * (lineHeight(BODY) + 4) + 8);
  for (const row of rows) {
    const font: PdfFont = row.strong ? 'bold' : 'regular';
    if (row.strong) {
      writer.rule(left, writer.y - 2, RIGHT - left, INK, 1.25);
      writer.y += 2;
    }
    writer.text(row.label, left, writer.y, { font });
    writer.text(row.value, RIGHT, writer.y, { font, align: 'right' });
    writer.y += lineHeight(BODY) + 4;
  }
  if (!view.vatRegistered) {
    const note = `${view.company.name} is not registered for VAT: no VAT is charged.`;
    writer.y += 2;
    writer.y += writer.lines(writer.wrap(note, CONTENT_WIDTH, { size: SMALL }), MARGIN, writer.y, {
      size: SMALL,
      colour: MUTED,
    });
  }
  writer.y += 14;
}

function paymentsBlock(writer: PageWriter, view: DocumentView) {
  if (view.payments.length === 0) return;
  const payments = [...view.payments].sort((a, b) => a.paidAtIso.localeCompare(b.paidAtIso));
  writer.ensure(lineHeight(SMALL) + 2 + lineHeight(BODY));
  sectionHeading(writer, 'Card payments');
  for (const payment of payments) {
    const refunded =
      payment.refundedPence > 0 ? `, ${formatMoney(payment.refundedPence)} refunded` : '';
    const line = `${formatLongDate(payment.paidAtIso)}: ${formatMoney(payment.amountPence)} by ${cardInWords(payment)}${refunded} (reference ${payment.id})`;
    const wrapped = writer.wrap(line, CONTENT_WIDTH);
    writer.ensure(wrapped.length * lineHeight(BODY));
    writer.y += writer.lines(wrapped, MARGIN, writer.y);
  }
  writer.y += 14;
}

function textBlock(writer: PageWriter, heading: string, text: string) {
  if (!text.trim()) return;
  const wrapped = writer.wrap(text.trim(), CONTENT_WIDTH);
  // The heading never sits alone at the foot of a page.
  writer.ensure(lineHeight(SMALL) + 2 + lineHeight(BODY));
  sectionHeading(writer, heading);
  for (const line of wrapped) {
    writer.ensure(lineHeight(BODY));
    writer.text(line, MARGIN, writer.y);
    writer.y += lineHeight(BODY);
  }
  writer.y += 14;
}

function footerText(writer: PageWriter, text: string | null) {
  if (!text?.trim()) return;
  const wrapped = writer.wrap(text.trim(), CONTENT_WIDTH, { size: SMALL });
  writer.ensure(8 + wrapped.length * lineHeight(SMALL));
  writer.rule(MARGIN, writer.y, CONTENT_WIDTH);
  writer.y += 8;
  writer.y += writer.lines(wrapped, MARGIN, writer.y, { size: SMALL, colour: MUTED });
}

/** Every page's foot: what the document is, and "Page 2 of 3". */
function pageFeet(writer: PageWriter, title: string) {
  const top = A4.height - MARGIN + 8;
  // One line, clear of the page number: a long company name is cut short.
  const [first = '', ...rest] = writer.wrap(title, CONTENT_WIDTH - 100, { size: SMALL });
  const shortTitle = rest.length > 0 ? `${first}…` : first;
  writer.pages.forEach((page, index) => {
    const pageNumber = `Page ${index + 1} of ${writer.pages.length}`;
    const foot = (text: string, x: number): PdfText => ({
      kind: 'text',
      text,
      x,
      top,
      size: SMALL,
      font: 'regular',
      colour: MUTED,
    });
    page.drawings.push(
      foot(shortTitle, MARGIN),
      foot(pageNumber, RIGHT - writer.measure(pageNumber, SMALL, 'regular')),
    );
  });
}

/** Every string of the PDF and where it goes, page by page. Pure. */
export function layoutDocumentPdf(
  view: DocumentView,
  measure: MeasureText,
  logo: LogoSize | null = null,
): PdfLayout {
  const brand = colourOf(view.company.brandColour ?? FIXWELL_BLUE);
  const writer = new PageWriter(measure, brand);
  const title = `${documentTitle(view)} from ${view.company.name}`;
  header(writer, view, logo);
  customerBlock(writer, view);
  lineTable(writer, view);
  totalsBlock(writer, view);
  paymentsBlock(writer, view);
  textBlock(writer, 'Notes', view.notes);
  textBlock(writer, 'Payment terms', view.paymentTerms);
  footerText(writer, view.company.footerText);
  pageFeet(writer, title);
  return { title, author: view.company.name, pages: writer.pages };
}

// ---- drawing ---------------------------------------------------------------------------------

function drawPage(
  page: PDFPage,
  layout: PdfPageLayout,
  fonts: Record<PdfFont, PDFFont>,
  logo: PDFImage | null,
) {
  for (const drawing of layout.drawings) {
    if (drawing.kind === 'box') {
      page.drawRectangle({
        x: drawing.x,
        y: A4.height - drawing.top - drawing.height,
        width: drawing.width,
        height: drawing.height,
        color: rgb(...drawing.colour),
      });
    } else if (drawing.kind === 'logo') {
      if (!logo) continue;
      page.drawImage(logo, {
        x: drawing.x,
        y: A4.height - drawing.top - drawing.height,
        width: drawing.width,
        height: drawing.height,
      });
    } else {
      // pdf-lib places text by its baseline; the layout by the line's top.
      page.drawText(drawing.text, {
        x: drawing.x,
        y: A4.height - drawing.top - drawing.size * 0.8,
        size: drawing.size,
        font: fonts[drawing.font],
        color: rgb(...drawing.colour),
      });
    }
  }
}

/** The logo's bytes, or null: the PDF is still worth having without it. */
export type LoadLogo = (url: string) => Promise<Uint8Array | null>;

/** Fetches the logo (served by our own `api`, PNG), giving up after a few seconds. */
export const fetchLogo: LoadLogo = async (url) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

async function embedLogo(
  pdf: PDFDocument,
  url: string | null,
  loadLogo: LoadLogo,
): Promise<PDFImage | null> {
  if (!url) return null;
  const bytes = await loadLogo(url);
  if (!bytes) return null;
  try {
    if (startsWith(bytes, PNG_SIGNATURE)) return await pdf.embedPng(bytes);
    if (startsWith(bytes, JPEG_SIGNATURE)) return await pdf.embedJpg(bytes);
  } catch {
    // A damaged image: no logo rather than no PDF.
  }
  return null;
}

/** The layout and the PDF's bytes. */
export async function drawDocumentPdf(
  view: DocumentView,
  { loadLogo = fetchLogo }: { loadLogo?: LoadLogo } = {},
): Promise<{ layout: PdfLayout; bytes: Uint8Array }> {
  const pdf = await PDFDocument.create();
  const fonts: Record<PdfFont, PDFFont> = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const logo = await embedLogo(pdf, view.company.logoUrl, loadLogo);
  const layout = layoutDocumentPdf(
    view,
    (text, size, font) => fonts[font].widthOfTextAtSize(text, size),
    logo ? { width: logo.width, height: logo.height } : null,
  );
  pdf.setTitle(layout.title);
  pdf.setAuthor(layout.author);
  pdf.setCreator('Fixwell');
  pdf.setLanguage('en-GB');
  for (const pageLayout of layout.pages) {
    drawPage(pdf.addPage([A4.width, A4.height]), pageLayout, fonts, logo);
  }
  return { layout, bytes: await pdf.save() };
}

/** The PDF's bytes, for the download button. */
export async function renderDocumentPdf(view: DocumentView): Promise<Uint8Array> {
  return (await drawDocumentPdf(view)).bytes;
}

/** "invoice-INV-0012.pdf", "quote-draft.pdf". */
export function documentPdfFileName(view: Pick<DocumentView, 'kind' | 'number'>): string {
  const number = (view.number ?? 'draft').replace(/[^A-Za-z0-9-]+/g, '-');
  return `${view.kind}-${number}.pdf`;
}
