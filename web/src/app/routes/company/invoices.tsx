import { Link } from 'react-router';

import { InfoPage } from '@/app/routes/info-page';
import { paths } from '@/config/paths';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { DocumentsList } from '@/features/documents/components/documents-list';

export default function InvoicesPage() {
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Invoices"
      description="Invoices you have issued, what has been paid and what is still outstanding."
    >
      <div className="form-actions">
        <Link className="button button--primary" to={paths.companyInvoiceNew}>
          New invoice
        </Link>
      </div>
      <DocumentsList companyId={companyId} kind="invoice" />
    </InfoPage>
  );
}
