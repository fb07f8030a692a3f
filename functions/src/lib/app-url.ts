import { defineString } from 'firebase-functions/params';

/** Where emailed links point: the web app's origin (set per project in functions/.env.<project>). */
export const APP_URL = defineString('APP_URL', {
  default: 'http://localhost:5173',
  description: 'Origin of the Fixwell web app, used in emailed links (no trailing slash).',
});

export function appUrl(): string {
  return APP_URL.value().replace(/\/+$/, '');
}
