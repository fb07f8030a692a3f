import { useSearchParams } from 'react-router';

import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { AdminCompaniesList } from '@/features/verification/components/admin-companies-list';
import { AdminCompanyDetail } from '@/features/verification/components/admin-company-detail';
import { VettingQueue } from '@/features/verification/components/vetting-queue';

import '@/features/verification/components/verification.css';

export default function CompaniesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get('company');
  const select = (companyId: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (companyId) next.set('company', companyId);
      else next.delete('company');
      return next;
    });
  return (
    <article className="page">
      <Seo
        title="Companies"
        description="Every company on Fixwell, with its checks, badges and suspension."
        noindex
      />
      <PageHero
        heading="Companies"
        lede="Vet the checks companies submit, and find any company to see its details and history."
      />
      <div className="verification-admin__layout">
        {open ? (
          <AdminCompanyDetail companyId={open} onClose={() => select(null)} />
        ) : (
          <>
            <VettingQueue onOpen={select} />
            <AdminCompaniesList onOpen={select} />
          </>
        )}
      </div>
    </article>
  );
}
