import { INDEXNOW_DEFAULT_ENDPOINT } from '@fixwell/common/admin/indexnow';
import { defineString } from 'firebase-functions/params';

/** Where the local IndexNow stand-in listens (scripts/indexnow-stand-in/server.mjs). */
export const INDEXNOW_STAND_IN_PORT = 12112;

/** Set per project in functions/.env.<project>; empty means the default below. */
export const INDEXNOW_ENDPOINT = defineString('INDEXNOW_ENDPOINT', {
  default: '',
  description: `The IndexNow endpoint URLs are submitted to (default ${INDEXNOW_DEFAULT_ENDPOINT}).`,
});

/**
 * The endpoint: the setting, else on the emulators the local stand-in (which records what it
 * receives and answers as the protocol says), else the shared public endpoint.
 */
export function indexNowEndpoint(): string {
  const configured = INDEXNOW_ENDPOINT.value().trim();
  if (configured) return configured;
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    return `http://127.0.0.1:${INDEXNOW_STAND_IN_PORT}/indexnow`;
  }
  return INDEXNOW_DEFAULT_ENDPOINT;
}
