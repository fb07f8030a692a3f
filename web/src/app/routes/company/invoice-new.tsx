import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@fixwell/common/documents/document-labels';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { paths } from '@/config/paths';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { useCompanyCustomer, useVatNumber } from '@/features/documents/api/get-editor-data';
import { useDocument } from '@/features/documents/api/watch-documents';
import { DocumentEditor } from '@/features/documents/components/document-editor';
import { editDraftHref } from '@/features/documents/components/document-row-actions';
import { DocumentSummary } from '@/features/documents/components/document-summary';

/**
 * `/company/invoices/new`: a new invoice, or with `?kind=quote` a new quote; `?document=<id>`
 * edits a saved draft (a sent one is shown read only) and `?from=<templateId>` starts from a
 * template; `?customer=<id>` starts a new one for that customer.
 */
export default function InvoiceNewPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const companyId = useCompanyId();
  const documentId = searchParams.get('document');
  const fromTemplateId = searchParams.get('from');
  // `?customer=<id>` from a customer's page: a new document for them.
  const customerId = documentId ? null : searchParams.get('customer');
  const forCustomer = useCompanyCustomer(customerId);
  // A draft this page has just saved keeps its editor: only another document loads afresh.
  const [savedHere, setSavedHere] = useState<string | null>(null);
  const loadsDocument = Boolean(documentId) && documentId !== savedHere;
  const document = useDocument(loadsDocument ? documentId : null);
  const vatNumber = useVatNumber(companyId);
  const loaded = loadsDocument ? (document.data ?? null) : null;
  const kind: DocumentKind =
    loaded?.kind ?? (searchParams.get('kind') === 'quote' ? 'quote' : 'invoice');
  const noun = kind === 'quote' ? 'quote' : 'invoice';
  const heading =
    loaded && loaded.status !== 'draft'
      ? `${DOCUMENT_KIND_LABELS[loaded.kind]} ${loaded.number ?? ''}`.trim()
      : documentId
        ? `Edit ${noun}`
        : `New ${noun}`;
  const listPath = kind === 'invoice' ? paths.companyInvoices : paths.companyDocuments;

  const body = () => {
    if (vatNumber.isError) {
      return (
        <LoadError
          message="We could not load your company’s VAT details."
          onRetry={() => void vatNumber.refetch()}
        />
      );
    }
    if (loadsDocument && document.isError) {
      return <LoadError message={`We could not load this ${noun}.`} onRetry={document.retry} />;
    }
    if (
      vatNumber.isPending ||
      (loadsDocument && document.isPending) ||
      (customerId && forCustomer.isPending)
    ) {
      return <LoadingBlock label={`Loading the ${noun}…`} />;
    }
    if (loadsDocument && !loaded) {
      return (
        <p className="notice notice--warning" role="alert">
          We could not find this document. It may have been deleted, or it belongs to another
          account.
        </p>
      );
    }
    if (loaded && loaded.status !== 'draft') {
      return (
        <DocumentSummary
          document={loaded}
          onDuplicated={(id) => navigate(editDraftHref({ id, kind: loaded.kind }))}
        />
      );
    }
    return (
      <DocumentEditor
        key={loaded ? loaded.id : `new-${kind}`}
        companyId={companyId}
        kind={kind}
        document={loaded}
        vatRegistered={Boolean(vatNumber.data)}
        fromTemplateId={fromTemplateId}
        forCustomer={forCustomer.data ?? null}
        onSaved={(id) => {
          setSavedHere(id);
          setSearchParams({ kind, document: id }, { replace: true });
        }}
        onSent={() => navigate(listPath)}
      />
    );
  };

  return (
    <InfoPage
      heading={heading}
      title={heading}
      description={
        kind === 'quote'
          ? 'Write a quote for a customer: the work, its price and how long the price holds. They can accept it online.'
          : 'Write an invoice for a customer: the work, its price and when it is due. They can view it online.'
      }
    >
      {body()}
    </InfoPage>
  );
}
