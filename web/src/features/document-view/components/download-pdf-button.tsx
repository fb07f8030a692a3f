import type { DocumentView } from '@fixwell/common/documents/document-view';
import { useState } from 'react';

/** Hands the browser a file to save, as a download link clicked for the person would. */
function saveFile(bytes: Uint8Array, fileName: string) {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Download PDF": draws the document as an A4 PDF in the browser. The drawing code (pdf-lib and
 * its fonts) downloads on the first click only, so the page a customer opens stays light.
 */
export function DownloadPdfButton({ view }: { view: DocumentView }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setFailed(false);
          import('@/features/document-view/document-pdf')
            .then(async ({ documentPdfFileName, renderDocumentPdf }) => {
              saveFile(await renderDocumentPdf(view), documentPdfFileName(view));
            })
            .catch(() => setFailed(true))
            .finally(() => setBusy(false));
        }}
      >
        {busy ? 'Preparing the PDF…' : 'Download PDF'}
      </button>
      {failed ? (
        <p className="document-view__error" role="alert">
          We could not make the PDF. Please try again, or use Print and choose “Save as PDF”.
        </p>
      ) : null}
    </>
  );
}
