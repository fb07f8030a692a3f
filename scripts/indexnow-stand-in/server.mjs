// A local IndexNow endpoint for the emulators and tests, as the Stripe stand-in is for Stripe: the
// functions submit to it on the emulators (functions/src/indexnow/index-now-endpoint.ts), it
// records what it receives and answers as the protocol says (https://www.indexnow.org/documentation):
//   400 Bad request: not JSON, no host, key or urlList, or more than 10,000 URLs
//   403 Forbidden: the key is not 8–128 letters, digits or dashes
//   422 Unprocessable: a URL is not on `host`, or keyLocation is not on it
//   429 Too many requests: more than 60 submissions in a minute
//   202 Accepted the first time a key is seen (it would be checked later), then 200 OK.
// Control API for tests: GET /received (what arrived, oldest first), DELETE /received,
// POST /control/next-status {"status": 429} (the next submission gets that answer).
import { createServer } from 'node:http';

export const INDEXNOW_STAND_IN_PORT = 12112;

const MAX_URLS = 10_000;
const PER_MINUTE = 60;
const KEY = /^[a-zA-Z0-9-]{8,128}$/;

/** How the protocol answers a submission; `seenKeys` and `recent` are the stand-in's memory. */
export function answerSubmission(body, { seenKeys, recentCount }) {
  if (!body || typeof body !== 'object') return 400;
  const { host, key, keyLocation, urlList } = body;
  if (typeof host !== 'string' || typeof key !== 'string' || !Array.isArray(urlList)) return 400;
  if (urlList.length === 0 || urlList.length > MAX_URLS) return 400;
  if (!KEY.test(key)) return 403;
  const onHost = (address) => {
    try {
      return new URL(address).host === host;
    } catch {
      return false;
    }
  };
  if (!urlList.every((address) => typeof address === 'string' && onHost(address))) return 422;
  if (keyLocation !== undefined && !onHost(keyLocation)) return 422;
  if (recentCount >= PER_MINUTE) return 429;
  return seenKeys.has(key) ? 200 : 202;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function startIndexNowStandIn({ port = INDEXNOW_STAND_IN_PORT, log } = {}) {
  const received = [];
  const seenKeys = new Set();
  const times = [];
  let nextStatus = null;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const json = (status, value) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    try {
      if (url.pathname === '/received' && req.method === 'GET') return json(200, received);
      if (url.pathname === '/received' && req.method === 'DELETE') {
        received.length = 0;
        seenKeys.clear();
        times.length = 0;
        nextStatus = null;
        return json(200, { cleared: true });
      }
      if (url.pathname === '/control/next-status' && req.method === 'POST') {
        nextStatus = Number(JSON.parse(await readBody(req)).status) || null;
        return json(200, { nextStatus });
      }
      if (url.pathname === '/indexnow' && req.method === 'POST') {
        const text = await readBody(req);
        let body = null;
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
        const now = Date.now();
        while (times.length && now - times[0] > 60_000) times.shift();
        let status = answerSubmission(body, { seenKeys, recentCount: times.length });
        if (nextStatus !== null) {
          status = nextStatus;
          nextStatus = null;
        }
        times.push(now);
        if (status === 200 || status === 202) seenKeys.add(body.key);
        received.push({ receivedAt: new Date(now).toISOString(), body, status });
        res.writeHead(status);
        return res.end();
      }
      json(404, { error: 'Not found' });
    } catch (error) {
      json(500, { error: String(error) });
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        error?.code === 'EADDRINUSE'
          ? new Error(`Port ${port} (IndexNow stand-in) is in use: is another Fixwell running?`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => {
      log?.(`IndexNow stand-in listening on http://127.0.0.1:${port}/indexnow`);
      resolve({
        port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
