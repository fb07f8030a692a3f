import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DownloadPdfButton } from '@/features/document-view/components/download-pdf-button';
import { renderDocumentPdf } from '@/features/document-view/document-pdf';
import type * as DocumentPdf from '@/features/document-view/document-pdf';
import { makeDocumentView } from '@/features/document-view/testing/make-document-view';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/document-view/document-pdf', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentPdf>()),
  renderDocumentPdf: vi.fn(),
}));
const mockedRender = vi.mocked(renderDocumentPdf);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DownloadPdfButton', () => {
  it('says it is preparing the PDF, and offers printing instead when it cannot be made', async () => {
    let fail: (error: Error) => void = () => {};
    mockedRender.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const { user } = renderApp(<DownloadPdfButton view={makeDocumentView()} />);

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('button', { name: 'Preparing the PDF…' })).toBeDisabled();

    fail(new Error('out of memory'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not make the PDF. Please try again, or use Print and choose “Save as PDF”.',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
