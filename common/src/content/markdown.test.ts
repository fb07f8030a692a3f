import { describe, expect, it } from 'vitest';

import { markdownPlainText, markdownReadingMinutes, renderMarkdown } from './markdown';

const SITE = 'https://fixwell.example';
const render = (markdown: string) => renderMarkdown(markdown, { siteOrigin: SITE });

/** Every tag the output opens, lower case. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z][a-z0-9]*)/g)].map((m) => m[1]);

/** The attribute names of every tag: a quoted value (where `"` is always escaped) is skipped. */
const attributesOf = (html: string) =>
  [...html.matchAll(/<[a-z][a-z0-9]*((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*>/g)].flatMap((m) =>
    [...(m[1] ?? '').replace(/"[^"]*"/g, '').matchAll(/\s+([a-z-]+)/g)].map((a) => a[1]),
  );

describe('renderMarkdown: script injection', () => {
  it('shows raw HTML as text, never as markup', () => {
    const html = render('Hello <script>alert(1)</script> and <img src=x onerror="alert(1)">');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('drops a block of raw HTML to escaped text', () => {
    const html = render(
      '<div onmouseover="steal()">\n\n<iframe src="https://evil.example"></iframe>\n</div>',
    );
    expect(tagsOf(html).filter((tag) => tag !== 'p' && tag !== 'a')).toEqual([]);
    expect(html).not.toMatch(/<(div|iframe)/);
  });

  it('refuses javascript:, vbscript:, data: and file: links, however written', () => {
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'javascript&#58;alert(1)',
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'file:///etc/passwd',
      '//evil.example/x',
    ]) {
      const html = render(`[click](${target})`);
      expect(html, target).not.toContain('<a');
      expect(html.toLowerCase(), target).not.toContain('href="javascript');
    }
  });

  it('refuses dangerous autolinks', () => {
    const html = render('<javascript:alert(1)> and <data:text/html,hi>');
    expect(html).not.toContain('<a');
  });

  it('never lets a link title or text break out of its attribute', () => {
    const html = render('[x](https://a.example "t\\" onmouseover=\\"alert(1)")');
    expect(html).toContain('<a href="https://a.example"');
    expect(attributesOf(html)).toEqual(['href', 'title', 'rel']);
  });

  it('refuses data:, javascript: and http images from elsewhere, keeping the alt text', () => {
    for (const src of [
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      'javascript:alert(1)',
      'http://tracker.example/pixel.png',
    ]) {
      const html = render(`![A boiler](${src})`);
      expect(html, src).not.toContain('<img');
      expect(html, src).toContain('A boiler');
    }
  });

  it('escapes an alt text that tries to become markup', () => {
    const html = render('![<img src=x onerror=alert(1)>](https://cdn.example/a.png)');
    expect(tagsOf(html)).toEqual(['p', 'img']);
    expect(attributesOf(html)).toEqual(['src', 'alt', 'loading', 'decoding']);
  });
});

describe('renderMarkdown: what it keeps', () => {
  it('renders headings, emphasis, lists and code', () => {
    const html = render('## Why\n\nSome **bold** and _soft_ text.\n\n- one\n- two\n\n`code`');
    expect(html).toContain('<h2>Why</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<code>code</code>');
  });

  it('shifts headings so the page keeps its one h1', () => {
    expect(render('# Title\n\n## Part')).toMatch(/<h2>Title<\/h2>\n<h3>Part<\/h3>/);
    expect(render('## Part\n\n### Sub')).toMatch(/<h2>Part<\/h2>\n<h3>Sub<\/h3>/);
    expect(render('###### Deep\n\n# Top')).toContain('<h6>Deep</h6>');
    expect(render('# One')).not.toContain('<h1');
  });

  it('marks external links nofollow noopener and leaves our own alone', () => {
    expect(render('[Gas Safe](https://www.gassaferegister.co.uk/)')).toContain(
      '<a href="https://www.gassaferegister.co.uk/" rel="nofollow noopener">Gas Safe</a>',
    );
    expect(render('[Quotes](/quote)')).toContain('<a href="/quote">Quotes</a>');
    expect(render(`[Home](${SITE}/blog)`)).toContain(`<a href="${SITE}/blog">Home</a>`);
    expect(render('[Mail us](mailto:hello@fixwell.example)')).toContain(
      'href="mailto:hello@fixwell.example" rel="nofollow noopener"',
    );
    expect(render('See https://example.org now')).toContain(
      '<a href="https://example.org" rel="nofollow noopener">https://example.org</a>',
    );
  });

  it('keeps https and own images, lazily loaded', () => {
    expect(render('![A boiler](https://cdn.example/b.jpg)')).toContain(
      '<img src="https://cdn.example/b.jpg" alt="A boiler" loading="lazy" decoding="async">',
    );
    expect(render('![Logo](/images/logo.png)')).toContain('<img src="/images/logo.png"');
  });

  it('renders tables inside a scrolling box', () => {
    const html = render('| Job | Price |\n| --- | --- |\n| Boiler | £2,000 |');
    expect(html).toContain(
      '<div class="markdown-table" tabindex="0" role="region" aria-label="Table">',
    );
    expect(html).toContain('<th>Job</th>');
    expect(html).toContain('<td>£2,000</td>');
  });

  it('shows entities as text, not as markup', () => {
    expect(render('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
  });
});

describe('markdownPlainText and markdownReadingMinutes', () => {
  it('keeps the words and drops the syntax', () => {
    expect(markdownPlainText('## Why\n\nSome **bold** [link](https://a.example).')).toBe(
      'Why Some bold link.',
    );
  });

  it('counts at least a minute, 200 words a minute', () => {
    expect(markdownReadingMinutes('Short.')).toBe(1);
    expect(markdownReadingMinutes(Array.from({ length: 600 }, () => 'word').join(' '))).toBe(3);
  });
});
