import { NavLink } from 'react-router';

import { paths } from '@/config/paths';

import './admin-blog.css';

const LINKS = [
  { to: paths.adminBlog, label: 'Posts', end: true },
  { to: paths.adminBlogNew, label: 'New post', end: true },
  { to: paths.adminBlogIdeas, label: 'Ideas', end: true },
  { to: paths.adminBlogCategories, label: 'Categories', end: true },
  { to: paths.adminBlogContentTypes, label: 'Content types', end: true },
  { to: paths.adminAiContent, label: 'Draft with AI', end: true },
  { to: paths.adminBlogAiManagement, label: 'AI settings and usage', end: true },
] as const;

/** The blog's pages, one step from each other. */
export function BlogNav() {
  return (
    <nav className="blog-nav" aria-label="Blog">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
