// The template form takes amounts as people write them ("45.50" pounds, "2.5" hours) and hands
// the shared schema what it checks (pence, numbers): each line field is text run through a
// conversion and then through documentLineSchema's own rule, so the wording is the server's.
import { documentLineSchema, documentTemplateSchema } from '@fixwell/common/documents/document';
import { type DocumentKind } from '@fixwell/common/documents/document-labels';
import type { DocumentLine } from '@fixwell/common/documents/document-totals';
import { z } from 'zod';

import type { DocumentTemplate } from '@/features/document-templates/template-types';

const POUNDS_MESSAGE = 'Enter a price in pounds, such as 45 or 45.50.';
const DECIMAL = /^\d{1,7}(\.\d{1,2})?$/;
const line = documentLineSchema.shape;

/** "45.50" or "£1,045.50" → pence; blank → NaN, for the rule's own "Enter a price." */
const poundsText = z
  .string()
  .transform((value, context) => {
    const cleaned = value.trim().replace(/^£/, '').replace(/,/g, '').trim();
    if (cleaned === '') return Number.NaN;
    if (!DECIMAL.test(cleaned)) {
      context.addIssue({ code: 'custom', message: POUNDS_MESSAGE });
      return z.NEVER;
    }
    return Math.round(Number(cleaned) * 100);
  })
  .pipe(line.unitPricePence);

/** "2.5" → 2.5; blank or not a number → NaN, for the rule's own "Enter a quantity." */
const quantityText = z
  .string()
  .transform((value) => (value.trim() === '' ? Number.NaN : Number(value.trim())))
  .pipe(line.quantity);

/** The select's "2000" → 2000, then the shared choice of rates. */
const vatRateText = z.string().transform(Number).pipe(line.vatRate);

const lineFormSchema = documentLineSchema.extend({
  quantity: quantityText,
  unitPricePence: poundsText,
  vatRate: vatRateText,
});

/** documentTemplateSchema as the form fills it in; the lines go through the shared rule too. */
export const templateFormSchema = documentTemplateSchema.extend({
  lines: z.array(lineFormSchema).pipe(documentTemplateSchema.shape.lines),
});

export type TemplateFormInput = z.input<typeof templateFormSchema>;
export type TemplateLineInput = TemplateFormInput['lines'][number];

/** Pence to the pounds a form shows: 4550 → "45.50", 4500 → "45". */
export function penceToPoundsText(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

export function lineFormValues(documentLine: DocumentLine): TemplateLineInput {
  return {
    description: documentLine.description,
    quantity: String(documentLine.quantity),
    unitPricePence: penceToPoundsText(documentLine.unitPricePence),
    vatRate: String(documentLine.vatRate),
  };
}

export const BLANK_LINE: TemplateLineInput = {
  description: '',
  quantity: '1',
  unitPricePence: '',
  vatRate: '2000',
};

/** What the form starts with: the template as saved, or a new one of `kind` with one line. */
export function templateFormValues(
  template: DocumentTemplate | null,
  kind: DocumentKind,
): TemplateFormInput {
  if (!template) {
    return { kind, name: '', lines: [{ ...BLANK_LINE }], notes: '', paymentTerms: '' };
  }
  return {
    kind: template.kind,
    name: template.name,
    lines: template.lines.map(lineFormValues),
    notes: template.notes,
    paymentTerms: template.paymentTerms,
  };
}
