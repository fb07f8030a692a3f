import MarkdownIt from 'markdown-it';

// The one Markdown renderer: the admin editor's live preview and the publish function both call
// `renderMarkdown`, so what an admin previews is byte for byte what the public page serves.
// Safety comes from what the renderer can produce, not from cleaning its output afterwards:
// raw HTML is off (`html: false`, so `<script>` or `<img onerror>` in the text is shown as text),
// every link and image address passes an allow-list, and attributes are escaped by markdown-it.

export type RenderMarkdownOptions = {
  /** Our own origin (`https://fixwell.co.uk`): links there are not marked nofollow, and images from
   * it may use http in development. Relative paths (`/blog/x`) are always ours. */
  siteOrigin?: string;
};

/** Links: web pages, email addresses, our own paths and anchors on the page. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;
/** Images: https anywhere, or our own paths. */
const SAFE_IMAGE = /^(?:https:\/\/|\/(?!\/))/i;

function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(url.trim());
}

function isOwnOrigin(url: string, siteOrigin: string | undefined): boolean {
  if (/^\/(?!\/)|^#/.test(url)) return true;
  if (!siteOrigin) return false;
  const origin = siteOrigin.replace(/\/+$/, '').toLowerCase();
  const lower = url.toLowerCase();
  return (
    lower === origin || (lower.startsWith(origin) && /^[/?#]/.test(lower.slice(origin.length)))
  );
}

function isSafeImage(url: string, siteOrigin: string | undefined): boolean {
  return SAFE_IMAGE.test(url) || (isOwnOrigin(url, siteOrigin) && /^https?:\/\//i.test(url));
}

type Renderer = InstanceType<typeof MarkdownIt>;

function createRenderer(siteOrigin: string | undefined): Renderer {
  const md = new MarkdownIt('default', { html: false, linkify: true, typographer: false });
  md.validateLink = (url) => isSafeLink(url);

  const rules = md.renderer.rules;

  // External links: nofollow noopener; our own links stay plain.
  rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    const target = String(token.attrGet('href') ?? '');
    if (!isOwnOrigin(target, siteOrigin)) token.attrSet('rel', 'nofollow noopener');
    return self.renderToken(tokens, index, options);
  };

  // Images only from https or our own origin; anything else is shown as its alt text.
  rules.image = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    const src = String(token.attrGet('src') ?? '');
    const alt = self.renderInlineAsText(token.children ?? [], options, _env);
    if (!isSafeImage(src, siteOrigin)) return md.utils.escapeHtml(alt);
    token.attrSet('alt', alt);
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    return self.renderToken(tokens, index, options);
  };

  // Wide tables scroll inside their own box on a phone instead of widening the page.
  rules.table_open = () =>
    '<div class="markdown-table" tabindex="0" role="region" aria-label="Table">\n<table>\n';
  rules.table_close = () => '</table>\n</div>\n';

  return md;
}

const renderers = new Map<string, Renderer>();

function rendererFor(siteOrigin: string | undefined): Renderer {
  const key = siteOrigin ?? '';
  let md = renderers.get(key);
  if (!md) {
    md = createRenderer(siteOrigin);
    renderers.set(key, md);
  }
  return md;
}

const MAX_LEVEL = 6;

/**
 * Markdown as HTML safe to put in the page. Headings are shifted so the text's highest level
 * becomes an h2: the page's own title is its one h1.
 */
export function renderMarkdown(markdown: string, options: RenderMarkdownOptions = {}): string {
  const md = rendererFor(options.siteOrigin);
  const env = {};
  const tokens = md.parse(markdown, env);
  const levels = tokens
    .filter((token) => token.type === 'heading_open')
    .map((token) => Number(token.tag.slice(1)));
  const shift = levels.length > 0 ? Math.max(0, 2 - Math.min(...levels)) : 0;
  if (shift > 0) {
    for (const token of tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        token.tag = `h${Math.min(MAX_LEVEL, Number(token.tag.slice(1)) + shift)}`;
      }
    }
  }
  return md.renderer.render(tokens, md.options, env);
}

/** The words of the text, without Markdown syntax: for reading time and search. */
export function markdownPlainText(markdown: string): string {
  const md = rendererFor(undefined);
  const text: string[] = [];
  for (const token of md.parse(markdown, {})) {
    if (token.type !== 'inline') continue;
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') text.push(child.content);
    }
    text.push(' ');
  }
  return text.join('').replace(/\s+/g, ' ').trim();
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read the text, at least one. */
export function markdownReadingMinutes(markdown: string): number {
  const words = markdownPlainText(markdown).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
