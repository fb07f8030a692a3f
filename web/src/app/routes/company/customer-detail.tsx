import { InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { href, paths } from '@/config/paths';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { CustomerDetail } from '@/features/company-customers/components/customer-detail';

export default function CustomerDetailPage() {
  const { id = '' } = useRouteParams();
  const companyId = useCompanyId();
  return (
    <InfoPage
      heading="Customer"
      description="One customer’s contact details and the quotes and invoices you have written to them."
    >
      <CustomerDetail
        key={id}
        companyId={companyId}
        customerId={id}
        customersHref={paths.companyCustomers}
        documentHref={(documentId) => href(paths.document, { id: documentId })}
        newQuoteHref={(customerId) =>
          `${paths.companyInvoiceNew}?${new URLSearchParams({ kind: 'quote', customer: customerId })}`
        }
        newInvoiceHref={(customerId) =>
          `${paths.companyInvoiceNew}?${new URLSearchParams({ customer: customerId })}`
        }
      />
    </InfoPage>
  );
}
