import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { BlogNav } from '@/features/admin-blog/components/blog-nav';
import { BlogContentTypes } from '@/features/admin-blog/components/blog-content-types';

export default function BlogContentTypesPage() {
  return (
    <article className="page">
      <Seo
        title="Content types"
        description="The sections under /guides, /how-to, /cost-guides and the rest: their names, introductions and search texts."
        noindex
      />
      <PageHero
        heading="Content types"
        lede="The sections under /guides, /how-to, /cost-guides and the rest: their names, introductions and search texts."
      />
      <BlogNav />
      <BlogContentTypes />
    </article>
  );
}
