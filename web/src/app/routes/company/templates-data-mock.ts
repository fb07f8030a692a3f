// The stand-in for `features/document-templates/api/document-templates-data` in the templates
// pages' tests. It imports nothing of the app, so each test file's `vi.mock` factory can load it:
// `vi.mock('@/features/document-templates/api/document-templates-data', () =>
// import('./templates-data-mock'))`.
import { vi } from 'vitest';

export const fetchDocumentTemplates = vi.fn();
export const fetchDocumentTemplate = vi.fn();
export const fetchPreviewCompany = vi.fn();
export const createDocumentTemplate = vi.fn();
export const updateDocumentTemplate = vi.fn();
export const deleteDocumentTemplate = vi.fn();
