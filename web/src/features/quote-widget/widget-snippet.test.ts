import { describe, expect, it } from 'vitest';

import {
  buildEmbedSnippet,
  readWidgetHeight,
  WIDGET_HEIGHT_MESSAGE,
  widgetUrl,
} from '@/features/quote-widget/widget-snippet';

const ORIGIN = 'https://fixwell.example';

/** The iframe's src as a browser would read it from the pasted HTML. */
function iframeSrc(snippet: string): URL {
  const iframe = new DOMParser()
    .parseFromString(snippet, 'text/html')
    .querySelector('iframe[data-fixwell-widget]');
  if (!iframe) throw new Error('No widget iframe in the snippet');
  return new URL(iframe.getAttribute('src') ?? '');
}

describe('buildEmbedSnippet', () => {
  it('frames the widget for the company, with no service when none is chosen', () => {
    const snippet = buildEmbedSnippet({
      origin: ORIGIN,
      slug: 'brightwater-plumbing-heating-leeds',
      companyName: 'Brightwater Plumbing & Heating',
    });
    const src = iframeSrc(snippet);
    expect(src.origin).toBe(ORIGIN);
    expect(src.pathname).toBe('/widget/quote-form');
    expect(src.searchParams.get('company')).toBe('brightwater-plumbing-heating-leeds');
    expect(src.searchParams.has('service')).toBe(false);
    expect(snippet).toContain('title="Request a quote from Brightwater Plumbing &amp; Heating"');
  });

  it('includes the preselected service, with the query joined safely in HTML', () => {
    const snippet = buildEmbedSnippet({ origin: ORIGIN, slug: 'acme', service: 'plumber' });
    expect(snippet).toContain(
      'src="https://fixwell.example/widget/quote-form?company=acme&amp;service=plumber"',
    );
    expect(iframeSrc(snippet).searchParams.get('service')).toBe('plumber');
  });

  it('escapes a hostile slug and company name so they cannot break out of the markup', () => {
    const slug = '"><script>alert(1)</script>';
    const snippet = buildEmbedSnippet({
      origin: ORIGIN,
      slug,
      service: 'a&b" onload="x',
      companyName: '<b>Evil</b> "Co"',
    });
    const doc = new DOMParser().parseFromString(snippet, 'text/html');
    // Only the snippet's own iframe and script: nothing injected.
    expect(doc.querySelectorAll('iframe')).toHaveLength(1);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('b')).toHaveLength(0);
    const iframe = doc.querySelector('iframe')!;
    expect(iframe.hasAttribute('onload')).toBe(false);
    expect(iframe.getAttribute('title')).toBe('Request a quote from <b>Evil</b> "Co"');
    const src = iframeSrc(snippet);
    expect(src.searchParams.get('company')).toBe(slug);
    expect(src.searchParams.get('service')).toBe('a&b" onload="x');
  });

  it('resizes only from messages sent by our origin', () => {
    const snippet = buildEmbedSnippet({ origin: `${ORIGIN}/some/path`, slug: 'acme' });
    expect(snippet).toContain(`event.origin !== "${ORIGIN}"`);
    expect(snippet).toContain(`data.type !== "${WIDGET_HEIGHT_MESSAGE}"`);
  });

  it('runs in the partner page and sizes the frame that sent the message', () => {
    const snippet = buildEmbedSnippet({ origin: ORIGIN, slug: 'acme' });
    const script = /<script>([\s\S]*)<\/script>/.exec(snippet)![1]!;
    document.body.innerHTML = snippet.replace(/<script>[\s\S]*<\/script>/, '');
    const iframe = document.querySelector('iframe')!;
    const listeners: Array<(event: MessageEvent) => void> = [];
    const fakeWindow = {
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
        listeners.push(listener),
    };
    new Function('window', script)(fakeWindow);
    const send = (origin: string, source: unknown, data: unknown) =>
      listeners.forEach((listener) => listener({ origin, source, data } as MessageEvent));

    send('https://evil.example', iframe.contentWindow, { type: WIDGET_HEIGHT_MESSAGE, height: 5 });
    send(ORIGIN, {}, { type: WIDGET_HEIGHT_MESSAGE, height: 6 });
    send(ORIGIN, iframe.contentWindow, { type: 'other', height: 7 });
    expect(iframe.style.height).toBe('');

    send(ORIGIN, iframe.contentWindow, { type: WIDGET_HEIGHT_MESSAGE, height: 812.4 });
    expect(iframe.style.height).toBe('813px');
    document.body.innerHTML = '';
  });
});

describe('widgetUrl', () => {
  it('encodes the slug and service', () => {
    expect(widgetUrl({ origin: ORIGIN, slug: 'a b', service: 'x&y' })).toBe(
      'https://fixwell.example/widget/quote-form?company=a+b&service=x%26y',
    );
  });
});

describe('readWidgetHeight', () => {
  it('accepts only a positive height in a widget message', () => {
    expect(readWidgetHeight({ type: WIDGET_HEIGHT_MESSAGE, height: 400.2 })).toBe(401);
    expect(readWidgetHeight({ type: WIDGET_HEIGHT_MESSAGE, height: -1 })).toBeNull();
    expect(readWidgetHeight({ type: WIDGET_HEIGHT_MESSAGE, height: '400' })).toBeNull();
    expect(readWidgetHeight({ type: 'other', height: 400 })).toBeNull();
    expect(readWidgetHeight(null)).toBeNull();
  });
});
