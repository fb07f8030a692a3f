import type { DocumentView } from '@fixwell/common/documents/document-view';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import {
  DocumentNotFoundError,
  useDocumentView,
} from '@/features/document-view/api/get-document-view';
import { signInHref } from '@/features/document-view/document-links';

/** The document pages' frame: a heading and what the page says under it. */
export function DocumentFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="document-view">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

/** Not this document for this link or account: the same words whichever it was, and Sign in. */
export function DocumentNotFound({ message }: { message: string }) {
  const location = useLocation();
  return (
    <DocumentFrame heading="Document not found">
      <div className="notice notice--warning" role="alert">
        <p>{message}</p>
        <p>
          <Link to={signInHref(location.pathname + location.search)}>Sign in</Link>
        </p>
      </div>
    </DocumentFrame>
  );
}

export type OpenedDocumentProps = {
  documentId: string;
  token: string | null;
  /** The page's heading while loading and when the load fails. */
  heading: string;
  loading: { label: string; lines: number; minHeight: string };
  children: (view: DocumentView) => ReactNode;
  /** The frame around the loading and failure states; the plain one unless the page has its own. */
  frame?: (heading: string, content: ReactNode) => ReactNode;
};

/**
 * Opens the document (openDocument) for a page about it: while it loads, when it is not the
 * caller's, or when the load fails, the page says so the same way; then it draws `children`.
 */
export function OpenedDocument({
  documentId,
  token,
  heading,
  loading,
  children,
  frame = (title, content) => <DocumentFrame heading={title}>{content}</DocumentFrame>,
}: OpenedDocumentProps) {
  const opened = useDocumentView(documentId, token);
  if (opened.isPending) return frame(heading, <LoadingBlock {...loading} />);
  if (opened.isError) {
    if (opened.error instanceof DocumentNotFoundError)
      return <DocumentNotFound message={opened.error.message} />;
    return frame(
      heading,
      <LoadError
        message="We could not load this document."
        onRetry={() => void opened.refetch()}
        retrying={opened.isFetching}
      />,
    );
  }
  return children(opened.data);
}
