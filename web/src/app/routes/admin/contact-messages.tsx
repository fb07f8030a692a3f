import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { ContactInbox } from '@/features/contact-inbox/components/contact-inbox';

export default function ContactMessagesPage() {
  return (
    <article className="page">
      <Seo
        title="Contact messages"
        description="Messages sent through the public contact form, and the replies sent to them."
        noindex
      />
      <PageHero
        heading="Contact messages"
        lede="Messages people sent through the contact form. Opening one marks it read; reply by email from here, and archive what is dealt with."
      />
      <ContactInbox />
    </article>
  );
}
