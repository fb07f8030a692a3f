import { PageHero } from '@/components/content/page-hero';
import { Seo } from '@/components/seo/seo';
import { BlogNav } from '@/features/admin-blog/components/blog-nav';
import { BlogPostEditorSection } from '@/features/admin-blog/components/blog-post-page';

export default function BlogNewPage() {
  return (
    <article className="page">
      <Seo title="New blog post" description="Write and publish a new article." noindex />
      <PageHero
        heading="New blog post"
        lede="Write in Markdown; the preview shows the post as the site will."
      />
      <BlogNav />
      <BlogPostEditorSection id={null} />
    </article>
  );
}
