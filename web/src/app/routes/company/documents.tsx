import { Link } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { paths } from '@/config/paths';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { DocumentsList } from '@/features/documents/components/documents-list';

export default function DocumentsPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Documents"
      description="Quotes and invoices you have written for customers, with their status."
    >
      <div className="form-actions">
        <Link className="button button--primary" to={`${paths.companyInvoiceNew}?kind=quote`}>
          New quote
        </Link>
        <Link className="button button--secondary" to={paths.companyInvoiceNew}>
          New invoice
        </Link>
      </div>
      <DocumentsList companyId={companyId} />
    </InfoPage>
  );
}
