import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { BlogNav } from '@/features/admin-blog/components/blog-nav';
import { BlogPostsList } from '@/features/admin-blog/components/blog-posts-list';

export default function BlogPage() {
  return (
    <article className="page">
      <Seo
        title="Blog posts"
        description="All blog posts, published, scheduled and draft."
        noindex
      />
      <PageHero
        heading="Blog posts"
        lede="Drafts, scheduled and published posts, newest change first."
      />
      <BlogNav />
      <BlogPostsList />
    </article>
  );
}
