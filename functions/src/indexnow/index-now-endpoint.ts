import { INDEXNOW_DEFAULT_ENDPOINT } from '@fixwell/common/admin/indexnow';
import { defineString } from 'firebase-functions/params';

/** Where the local IndexNow stand-in listens (scripts/indexnow-stand-in/server.mjs). */
export const INDEXNOW_STAND_IN_PORT = 12112;

/**
 * Set per project in functions/.env.<project>. The default is the shared public endpoint, so a
 * deploy asks nothing; the emulators' env file sets it empty, which means the local stand-in.
 */
export const INDEXNOW_ENDPOINT = defineString('INDEXNOW_ENDPOINT', {
  default: INDEXNOW_DEFAULT_ENDPOINT,
  description: 'The IndexNow endpoint URLs are submitted to.',
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
