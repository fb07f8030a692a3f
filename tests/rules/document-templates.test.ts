import { COLLECTIONS } from '@fixwell/common/collections';
import type { DocumentTemplateRecord } from '@fixwell/common/documents/document';
import type { DocumentLine } from '@fixwell/common/documents/document-totals';
import { limit, orderBy, serverTimestamp, Timestamp, where } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { operationsOn } from './support/collection-operations';
import { LAST_WEEK, PEOPLE } from './support/fixtures';
import { dbAs, describeEachRole, toAllow, toDeny, useRulesEnvironment } from './support/rules-env';

const { owner: customer, company, otherCompany, deactivatedCompany } = PEOPLE;
const templates = operationsOn(COLLECTIONS.documentTemplates);

const LINE: DocumentLine = {
  description: 'Labour (per hour)',
  quantity: 2.5,
  unitPricePence: 4500,
  vatRate: 2000,
};
const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ ...LINE, description: `Item ${index + 1}` }));

/** A template as the company's templates page leaves it. */
function storedTemplate(
  companyId: string,
  changes: Partial<DocumentTemplateRecord<Timestamp>> = {},
) {
  return {
    companyId,
    kind: 'quote',
    name: 'Bathroom refit',
    lines: [LINE, { description: 'Tiles', quantity: 12, unitPricePence: 2599, vatRate: 500 }],
    notes: 'Prices include removal of the old suite.',
    paymentTerms: 'Payment within 14 days of completion.',
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
    ...changes,
  } satisfies DocumentTemplateRecord<Timestamp>;
}

/** What the templates page writes for a new template: the schema's fields, owner and times. */
const newTemplate = (companyId: string, changes: Record<string, unknown> = {}) => ({
  ...storedTemplate(companyId),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});

/** The query the templates page and the editor's template picker run. */
const templatesOf = (uid: string, kind = 'quote') => [
  where('companyId', '==', uid),
  where('kind', '==', kind),
  orderBy('name', 'asc'),
  limit(50),
];

useRulesEnvironment({
  seedEach: async (db) => {
    await templates.set(db, 't-acme', storedTemplate(company.uid));
    await templates.set(db, 't-zenith', storedTemplate(otherCompany.uid, { kind: 'invoice' }));
    await templates.set(db, 't-closed', storedTemplate(deactivatedCompany.uid));
  },
});

describe('documentTemplates/{id}', () => {
  describe('company (the owner)', () => {
    const db = () => dbAs.company();

    it('get and list: allowed on its own templates, by kind', async () => {
      await toAllow(templates.get(db(), 't-acme'));
      await toAllow(templates.list(db(), ...templatesOf(company.uid)));
      await toAllow(templates.list(db(), ...templatesOf(company.uid, 'invoice')));
    });
    it('get and list: denied on another company’s templates, or unfiltered', async () => {
      await toDeny(templates.get(db(), 't-zenith'));
      await toDeny(templates.list(db(), ...templatesOf(otherCompany.uid, 'invoice')));
      await toDeny(templates.list(db(), orderBy('name', 'asc'), limit(50)));
    });

    it('create: allowed with the schema’s shape, stamped now, from no lines up to 100', async () => {
      await toAllow(templates.set(db(), 'new-1', newTemplate(company.uid)));
      await toAllow(
        templates.add(db(), newTemplate(company.uid, { kind: 'invoice', lines: [], notes: '' })),
      );
      await toAllow(templates.add(db(), newTemplate(company.uid, { lines: lines(100) })));
      await toAllow(
        templates.add(
          db(),
          newTemplate(company.uid, {
            name: 'Hi',
            lines: [
              { description: 'x', quantity: 0.01, unitPricePence: 1, vatRate: 0 },
              {
                description: 'y'.repeat(300),
                quantity: 10_000,
                unitPricePence: 100_000_000,
                vatRate: 500,
              },
            ],
            notes: 'n'.repeat(2000),
            paymentTerms: 'p'.repeat(500),
          }),
        ),
      );
    });
    it('create: denied for another company (forged companyId)', async () => {
      await toDeny(templates.set(db(), 'new-1', newTemplate(otherCompany.uid)));
    });
    it('create: denied with client-chosen times', async () => {
      await toDeny(templates.add(db(), newTemplate(company.uid, { createdAt: LAST_WEEK })));
      await toDeny(
        templates.add(db(), newTemplate(company.uid, { updatedAt: Timestamp.fromMillis(0) })),
      );
    });
    it('create: denied with a field outside the schema, or one missing', async () => {
      await toDeny(templates.add(db(), newTemplate(company.uid, { totalPence: 1 })));
      await toDeny(templates.add(db(), newTemplate(company.uid, { status: 'paid' })));
      const { paymentTerms: _dropped, ...withoutTerms } = newTemplate(company.uid);
      await toDeny(templates.add(db(), withoutTerms));
    });
    it('create: denied with a bad kind, name, notes or payment terms', async () => {
      for (const changes of [
        { kind: 'receipt' },
        { name: 'B' },
        { name: 'n'.repeat(81) },
        { name: 42 },
        { notes: 'n'.repeat(2001) },
        { paymentTerms: 'p'.repeat(501) },
        { notes: null },
      ])
        await toDeny(templates.add(db(), newTemplate(company.uid, changes)));
    });
    it('create: denied with more than 100 lines, or lines not a list', async () => {
      await toDeny(templates.add(db(), newTemplate(company.uid, { lines: lines(101) })));
      await toDeny(templates.add(db(), newTemplate(company.uid, { lines: { 0: LINE } })));
    });
    // Each line's fields are checked by the templates form and by saveDocumentDraft, not by the
    // rules: a check of every line passes Firestore's 1,000-expression limit (see firestore.rules).
    it('create, get, update, delete: allowed on a template with the full 100 lines', async () => {
      const reference = await templates.add(db(), newTemplate(company.uid, { lines: lines(100) }));
      await toAllow(templates.get(db(), reference.id));
      await toAllow(templates.list(db(), ...templatesOf(company.uid)));
      await toAllow(
        templates.update(db(), reference.id, {
          name: 'Full house rewire',
          lines: lines(100).reverse(),
          updatedAt: serverTimestamp(),
        }),
      );
      await toAllow(templates.delete(db(), reference.id));
    });

    it('update: allowed to edit its template’s fields, stamped now', async () => {
      await toAllow(
        templates.update(db(), 't-acme', {
          name: 'Bathroom refit (2026)',
          lines: lines(3),
          notes: '',
          updatedAt: serverTimestamp(),
        }),
      );
      await toAllow(
        templates.update(db(), 't-acme', { kind: 'invoice', updatedAt: serverTimestamp() }),
      );
    });
    it('update: denied without a fresh updatedAt, or with more than 100 lines', async () => {
      await toDeny(templates.update(db(), 't-acme', { name: 'Renamed' }));
      await toDeny(templates.update(db(), 't-acme', { name: 'Renamed', updatedAt: LAST_WEEK }));
      await toDeny(
        templates.update(db(), 't-acme', { lines: lines(101), updatedAt: serverTimestamp() }),
      );
      await toDeny(
        templates.update(db(), 't-acme', { lines: 'Labour', updatedAt: serverTimestamp() }),
      );
    });
    it('update: denied when handing the template to another company or rewriting createdAt', async () => {
      await toDeny(
        templates.update(db(), 't-acme', {
          companyId: otherCompany.uid,
          updatedAt: serverTimestamp(),
        }),
      );
      await toDeny(
        templates.update(db(), 't-acme', {
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('delete: allowed on its own template', async () => {
      await toAllow(templates.delete(db(), 't-acme'));
    });
  });

  describe('other company', () => {
    const db = () => dbAs.otherCompany();

    it('get: denied on another company’s template', async () => {
      await toDeny(templates.get(db(), 't-acme'));
    });
    it('create: denied in another company’s name', async () => {
      await toDeny(templates.add(db(), newTemplate(company.uid)));
    });
    it('update: denied on another company’s template, even claiming it', async () => {
      await toDeny(
        templates.update(db(), 't-acme', { name: 'Hijacked', updatedAt: serverTimestamp() }),
      );
      await toDeny(
        templates.update(db(), 't-acme', {
          companyId: otherCompany.uid,
          updatedAt: serverTimestamp(),
        }),
      );
      await toDeny(templates.set(db(), 't-acme', newTemplate(otherCompany.uid)));
    });
    it('delete: denied on another company’s template', async () => {
      await toDeny(templates.delete(db(), 't-acme'));
    });
  });

  describe('deactivated company', () => {
    const db = () => dbAs.deactivatedCompany();

    it('get, create, update, delete: denied, even on its own templates', async () => {
      await toDeny(templates.get(db(), 't-closed'));
      await toDeny(templates.list(db(), ...templatesOf(deactivatedCompany.uid)));
      await toDeny(templates.add(db(), newTemplate(deactivatedCompany.uid)));
      await toDeny(
        templates.update(db(), 't-closed', { name: 'Still here', updatedAt: serverTimestamp() }),
      );
      await toDeny(templates.delete(db(), 't-closed'));
    });
  });

  describe('customer', () => {
    const db = () => dbAs.owner();

    it('get and list: denied', async () => {
      await toDeny(templates.get(db(), 't-acme'));
      await toDeny(templates.list(db(), ...templatesOf(company.uid)));
    });
    it('create: denied, even under their own uid (templates are for companies)', async () => {
      await toDeny(templates.add(db(), newTemplate(customer.uid)));
    });
  });

  describe('anonymous visitor', () => {
    const db = () => dbAs.anonymous();

    it('get, create, delete: denied', async () => {
      await toDeny(templates.get(db(), 't-acme'));
      await toDeny(templates.add(db(), newTemplate(company.uid)));
      await toDeny(templates.delete(db(), 't-acme'));
    });
  });

  describe('admin', () => {
    const db = () => dbAs.admin();

    it('get and list: allowed on any company’s templates', async () => {
      await toAllow(templates.get(db(), 't-zenith'));
      await toAllow(templates.list(db(), ...templatesOf(company.uid)));
    });
    it('create, update, delete: denied (templates are the company’s own)', async () => {
      await toDeny(templates.add(db(), newTemplate(company.uid)));
      await toDeny(
        templates.update(db(), 't-acme', { name: 'Admin edit', updatedAt: serverTimestamp() }),
      );
      await toDeny(templates.delete(db(), 't-acme'));
    });
  });

  describeEachRole(['deactivatedAdmin'], (db) => {
    it('get: denied (no admin powers left)', async () => {
      await toDeny(templates.get(db(), 't-acme'));
    });
  });
});
