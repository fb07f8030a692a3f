import type { DocumentTemplateRecord } from '@fixwell/common/documents/document';

/** A `documentTemplates/{id}` document as the company's pages show it. */
export type DocumentTemplate = Omit<DocumentTemplateRecord<Date>, 'companyId'> & { id: string };
