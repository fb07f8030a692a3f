/**
 * Crawlers and link-preview fetchers. HeadlessChrome is deliberately absent: our own end-to-end
 * tests drive headless Chromium and must see the same error handling as a person would.
 */
const BOT_PATTERN = new RegExp(
  [
    'googlebot',
    'google-inspectiontool',
    'adsbot-google',
    'mediapartners-google',
    'bingbot',
    'bingpreview',
    'duckduckbot',
    'baiduspider',
    'yandex(bot|images|mobilebot)',
    'facebookexternalhit',
    'facebookcatalog',
    'twitterbot',
    'linkedinbot',
    'slackbot',
    'slack-imgproxy',
    'discordbot',
    'whatsapp',
    'telegrambot',
    'pinterestbot',
    'ahrefsbot',
    'semrushbot',
    'mj12bot',
    'dotbot',
    'petalbot',
    'applebot',
    'yeti',
    'sogou',
    'exabot',
    'seznambot',
    'chrome-lighthouse',
    'gptbot',
    'ccbot',
    'claudebot',
    'perplexitybot',
  ].join('|'),
  'i',
);

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && BOT_PATTERN.test(userAgent);
}

/** Whether this browser session belongs to a crawler. */
export function isBot(): boolean {
  return typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent);
}
