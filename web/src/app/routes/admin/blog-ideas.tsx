import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { BlogNav } from '@/features/admin-blog/components/blog-nav';
import { BlogIdeas } from '@/features/admin-blog/components/blog-ideas';

export default function BlogIdeasPage() {
  return (
    <article className="page">
      <Seo
        title="Blog ideas"
        description="A backlog of posts to write, each turned into a draft in one click."
        noindex
      />
      <PageHero
        heading="Blog ideas"
        lede="A backlog of posts to write, each turned into a draft in one click."
      />
      <BlogNav />
      <BlogIdeas />
    </article>
  );
}
