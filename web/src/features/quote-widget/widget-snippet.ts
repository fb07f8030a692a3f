// The embeddable quote widget: its address, the message it sends its parent page, and the snippet
// a company pastes into its own website. Pure functions with no app imports, so the end-to-end
// tests build the partner page from the very same snippet.

/** What `/widget/quote-form` posts to the page that frames it whenever its height changes. */
export const WIDGET_HEIGHT_MESSAGE = 'fixwell:widget-height';

export type WidgetHeightMessage = { type: typeof WIDGET_HEIGHT_MESSAGE; height: number };

/** The height a message carries, or null when it is not a usable widget height message. */
export function readWidgetHeight(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Partial<WidgetHeightMessage>;
  if (message.type !== WIDGET_HEIGHT_MESSAGE) return null;
  const { height } = message;
  return typeof height === 'number' && Number.isFinite(height) && height > 0
    ? Math.ceil(height)
    : null;
}

export type WidgetOptions = {
  /** The app's origin, e.g. `https://fixwell.co.uk` (`window.location.origin` in the app). */
  origin: string;
  /** The company's slug: requests through the widget go to this company first. */
  slug: string;
  /** A service slug to preselect; left out, the visitor chooses. */
  service?: string | undefined;
};

/** The widget's address, with its query values encoded. */
export function widgetUrl({ origin, slug, service }: WidgetOptions): string {
  const url = new URL('/widget/quote-form', origin);
  url.searchParams.set('company', slug);
  if (service) url.searchParams.set('service', service);
  return url.toString();
}

/** Text safe inside an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** A JavaScript string literal that cannot close the <script> element it sits in. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

/** The initial height before the widget reports its own; about the form's first step. */
export const WIDGET_INITIAL_HEIGHT = 720;

export type EmbedSnippetOptions = WidgetOptions & {
  /** Names the frame for screen-reader users on the partner's page. */
  companyName?: string | undefined;
};

/**
 * The HTML a company pastes into its website: the iframe, and a small script that sets the
 * iframe's height from the widget's messages so the form never scrolls inside its frame. The
 * script only trusts messages from our origin and only resizes the frame that sent them.
 */
export function buildEmbedSnippet(options: EmbedSnippetOptions): string {
  const title = options.companyName
    ? `Request a quote from ${options.companyName}`
    : 'Request a quote';
  const iframe =
    `<iframe src="${escapeHtml(widgetUrl(options))}" title="${escapeHtml(title)}"` +
    ` data-fixwell-widget style="width: 100%; max-width: 40rem; border: 0;"` +
    ` height="${WIDGET_INITIAL_HEIGHT}" loading="lazy"></iframe>`;
  const origin = new URL(options.origin).origin;
  const script = [
    '<script>',
    'window.addEventListener("message", function (event) {',
    `  var data = event.data;`,
    `  if (event.origin !== ${scriptString(origin)} || !data || data.type !== ${scriptString(WIDGET_HEIGHT_MESSAGE)}) return;`,
    '  var height = Math.ceil(Number(data.height));',
    '  if (!(height > 0)) return;',
    '  var frames = document.querySelectorAll("iframe[data-fixwell-widget]");',
    '  for (var i = 0; i < frames.length; i++) {',
    '    if (frames[i].contentWindow === event.source) frames[i].style.height = height + "px";',
    '  }',
    '});',
    '</script>',
  ].join('\n');
  return `${iframe}\n${script}`;
}
