import { z } from 'zod';

// IndexNow (issue 16 §2, `/admin/indexnow`): tell search engines at once which public URLs were
// published, changed or removed. Functions submit on their own when an article, a public company,
// a service or a town changes (functions/src/indexnow), and admins can submit a list by hand.
// Every submission is kept in `indexNowSubmissions` (admins read it; functions write it). The key
// lives in `privateSettings/indexNow`, which no client can read; search engines read it from its
// key file at the site root, `/<key>.txt`, served by the api function.

/** The protocol's limit for one submission. */
export const INDEXNOW_MAX_URLS = 10_000;
/** The public endpoint, shared by the search engines that take part. */
export const INDEXNOW_DEFAULT_ENDPOINT = 'https://api.indexnow.org/indexnow';
/** Submissions per page of the history. */
export const INDEXNOW_HISTORY_PAGE_SIZE = 20;

/** What made a submission. */
export const INDEXNOW_TRIGGERS = ['article', 'company', 'service', 'location', 'manual'] as const;
export type IndexNowTrigger = (typeof INDEXNOW_TRIGGERS)[number];

export const INDEXNOW_TRIGGER_LABELS: Readonly<Record<IndexNowTrigger, string>> = {
  article: 'Article published, changed or removed',
  company: 'Company profile published or moved',
  service: 'Service changed',
  location: 'Town changed',
  manual: 'Submitted by an admin',
};

/**
 * `accepted`: 200 or 202. `rejected`: the endpoint refused (400 bad request, 403 key not valid,
 * 422 URLs not of this host, 429 too many requests). `failed`: no answer at all.
 */
export type IndexNowOutcome = 'accepted' | 'rejected' | 'failed';

/** What each response code means, in the protocol's words, for the history. */
export function describeIndexNowStatus(status: number | null): string {
  if (status === null) return 'No answer from the endpoint';
  if (status === 200) return 'OK: URLs submitted';
  if (status === 202) return 'Accepted: the key will be checked';
  if (status === 400) return 'Bad request';
  if (status === 403) return 'Key not valid';
  if (status === 422) return 'URLs do not belong to this host or key';
  if (status === 429) return 'Too many requests';
  return `Answered ${status}`;
}

export function indexNowOutcome(status: number | null): IndexNowOutcome {
  if (status === null) return 'failed';
  return status === 200 || status === 202 ? 'accepted' : 'rejected';
}

/** `indexNowSubmissions/{id}`: one submission and how the endpoint answered. */
export interface IndexNowSubmission<TTime> {
  trigger: IndexNowTrigger;
  /** The document that changed (`articles/how-to-…`), or null for a manual submission. */
  source: string | null;
  /** The admin who submitted by hand, or null for an automatic submission. */
  requestedBy: { uid: string; email: string } | null;
  endpoint: string;
  /** The first 100 URLs (a history row stays small); `urlCount` says how many were sent. */
  urls: string[];
  urlCount: number;
  /** The HTTP response code, or null when the endpoint could not be reached. */
  status: number | null;
  outcome: IndexNowOutcome;
  message: string;
  submittedAt: TTime;
}

/** URLs a history row keeps. */
export const INDEXNOW_URLS_KEPT = 100;

/** `getIndexNowSettings`: what the admin page shows. */
export type IndexNowSettings = {
  key: string;
  /** Where search engines read the key: `<origin>/<key>.txt`. */
  keyLocation: string;
  host: string;
  endpoint: string;
};

export const INDEXNOW_MESSAGES = {
  notAdmin: 'Only an active admin can submit URLs to IndexNow.',
  urlsRequired: 'Enter at least one URL, one per line.',
  tooMany: `Submit at most ${INDEXNOW_MAX_URLS.toLocaleString('en-GB')} URLs at a time.`,
  notUrl: (line: string) => `“${line}” is not a web address.`,
  otherOrigin: (line: string, origin: string) =>
    `“${line}” is not on ${origin}: only this site's own pages can be submitted.`,
  notReached: 'The IndexNow endpoint could not be reached. Try again later.',
} as const;

/** The URLs of a text area: one per line, blank lines and duplicates dropped. */
export function urlLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The first problem with a list of URLs for `origin` (an `https://host` without a trailing
 * slash), or null when every URL is an absolute http(s) address on that origin.
 */
export function indexNowUrlProblem(urls: readonly string[], origin: string): string | null {
  if (urls.length === 0) return INDEXNOW_MESSAGES.urlsRequired;
  if (urls.length > INDEXNOW_MAX_URLS) return INDEXNOW_MESSAGES.tooMany;
  const expected = originOf(origin) ?? origin;
  for (const line of urls) {
    const found = originOf(line);
    if (!found || /\s/.test(line)) return INDEXNOW_MESSAGES.notUrl(line);
    if (found !== expected) return INDEXNOW_MESSAGES.otherOrigin(line, expected);
  }
  return null;
}

/** `https://host[:port]` of an absolute http(s) address, lower-cased; null for anything else. */
export function originOf(address: string): string | null {
  const match = /^(https?):\/\/([^/?#\s@]+)(?:[/?#]|$)/i.exec(address.trim());
  if (!match) return null;
  const [, scheme = '', host = ''] = match;
  const bare = host.toLowerCase().replace(scheme.toLowerCase() === 'https' ? /:443$/ : /:80$/, '');
  return `${scheme.toLowerCase()}://${bare}`;
}

/** The callable's input: the origin is checked on the server, which knows it. */
export const submitIndexNowUrlsSchema = z.object({
  urls: z
    .array(z.string().trim().min(1).max(2048))
    .min(1, INDEXNOW_MESSAGES.urlsRequired)
    .max(INDEXNOW_MAX_URLS, INDEXNOW_MESSAGES.tooMany),
});
export type SubmitIndexNowUrlsInput = z.infer<typeof submitIndexNowUrlsSchema>;

/** The form: a text area of URLs, one per line. */
export const indexNowFormSchema = z.object({
  urls: z
    .string()
    .refine((text) => urlLines(text).length > 0, INDEXNOW_MESSAGES.urlsRequired)
    .refine((text) => urlLines(text).length <= INDEXNOW_MAX_URLS, INDEXNOW_MESSAGES.tooMany),
});

/** An IndexNow key: 8 to 128 letters, digits or dashes (we make 32 hexadecimal digits). */
export const INDEXNOW_KEY_PATTERN = /^[0-9a-f]{32}$/;
