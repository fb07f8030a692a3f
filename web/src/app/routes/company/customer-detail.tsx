import { InfoPage } from '@/app/routes/info-page';
import { useRouteParams } from '@/app/routes/route-params';
import { href, paths } from '@/config/paths';
import { ProposeAppointmentButton } from '@/features/appointments/components/propose-appointment-button';
import { useCompanyId } from '@/features/auth/hooks/use-company-id';
import { useCompanyCustomer } from '@/features/company-customers/api/get-company-customers';
import { CustomerDetail } from '@/features/company-customers/components/customer-detail';

export default function CustomerDetailPage() {
  const { id = '' } = useRouteParams();
  const companyId = useCompanyId();
  // A customer from a lead has a conversation (its id is the lead's): visits are proposed there.
  const customer = useCompanyCustomer(id);
  const leadId = customer.data?.leadId ?? null;
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
      {leadId ? (
        <ProposeAppointmentButton
          key={leadId}
          conversationId={leadId}
          defaultAddress={customer.data?.address}
        />
      ) : null}
    </InfoPage>
  );
}
