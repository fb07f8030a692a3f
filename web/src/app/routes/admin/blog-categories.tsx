import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { BlogNav } from '@/features/admin-blog/components/blog-nav';
import { BlogCategories } from '@/features/admin-blog/components/blog-categories';

export default function BlogCategoriesPage() {
  return (
    <article className="page">
      <Seo
        title="Blog categories"
        description="Group posts by subject. A category can be deleted once no post uses it."
        noindex
      />
      <PageHero
        heading="Blog categories"
        lede="Group posts by subject. A category can be deleted once no post uses it."
      />
      <BlogNav />
      <BlogCategories />
    </article>
  );
}
