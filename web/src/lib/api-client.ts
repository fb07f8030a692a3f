import { env } from '@/config/env';
import { createHttpClient } from '@/lib/http-client';

/**
 * The product's own HTTP API (`/api/**`). A module of its own so that pages which never call the
 * API (the public pages read Firestore over REST with the same client) do not build it.
 */
export const api = createHttpClient({ baseUrl: env.VITE_API_BASE_URL });
