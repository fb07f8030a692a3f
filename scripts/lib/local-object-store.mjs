// A small stand-in for the Cloud Storage JSON API, for tests and `npm start` on machines where the
// Firebase Storage emulator cannot start (it downloads a rules runtime). The functions keep using
// the real client (`firebase-admin/storage` → `@google-cloud/storage`), pointed here through
// STORAGE_EMULATOR_HOST, exactly as Stripe is pointed at a local server in tests.
//
// It implements only what that client does for the quote photos: a simple (multipart) upload,
// reading an object's metadata, downloading it (alt=media, with the hashes the client validates),
// deleting it, and listing a prefix. Objects live under `<dir>/<bucket>/` as the bytes plus a JSON
// sidecar of metadata, so the demo keeps its photos across restarts.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC32C (Castagnoli) as Cloud Storage reports it: the big-endian 4 bytes, base64. */
function crc32c(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC32C_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

// Object names become one file name each: encoded so "quote-photos/abc" cannot escape the folder.
const fileNameOf = (name) => encodeURIComponent(name);

function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function notFound(res, what) {
  json(res, 404, { error: { code: 404, message: `No such object: ${what}`, errors: [] } });
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The parts of a multipart/related body: `{ headers, body }` each. */
function multipartParts(body, contentType) {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const parts = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next < 0) break;
    // Each part: CRLF, headers, blank line, body, CRLF before the next delimiter.
    const part = body.subarray(afterDelimiter + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headerText = split >= 0 ? part.subarray(0, split).toString('utf8') : '';
    const headers = Object.fromEntries(
      headerText
        .split('\r\n')
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
    );
    parts.push({ headers, body: split >= 0 ? part.subarray(split + 4) : Buffer.alloc(0) });
    start = next;
  }
  return parts;
}

/**
 * Starts the server; resolves once it listens. `dir` holds the objects. Returns `{ close() }`.
 */
export async function startLocalObjectStore({ host = '127.0.0.1', port, dir }) {
  await mkdir(dir, { recursive: true });
  const bucketDir = async (bucket) => {
    const path = join(dir, fileNameOf(bucket));
    await mkdir(path, { recursive: true });
    return path;
  };
  const metadataOf = async (bucket, name) => {
    try {
      const text = await readFile(
        join(await bucketDir(bucket), `${fileNameOf(name)}.json`),
        'utf8',
      );
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  async function upload(req, res, bucket, query) {
    const body = await readBody(req);
    const contentType = req.headers['content-type'] ?? '';
    let metadata = {};
    let data = body;
    if (query.get('uploadType') === 'multipart' || contentType.startsWith('multipart/')) {
      const [metadataPart, mediaPart] = multipartParts(body, contentType);
      if (!metadataPart || !mediaPart) {
        json(res, 400, { error: { code: 400, message: 'Malformed multipart body' } });
        return;
      }
      metadata = JSON.parse(metadataPart.body.toString('utf8') || '{}');
      metadata.contentType ??= mediaPart.headers['content-type'];
      data = mediaPart.body;
    } else {
      metadata.contentType = contentType || 'application/octet-stream';
    }
    const name = query.get('name') ?? metadata.name;
    if (!name) {
      json(res, 400, { error: { code: 400, message: 'Object name required' } });
      return;
    }
    const folder = await bucketDir(bucket);
    const now = new Date().toISOString();
    const stored = {
      kind: 'storage#object',
      id: `${bucket}/${name}/${Date.now()}`,
      name,
      bucket,
      generation: String(Date.now()),
      metageneration: '1',
      contentType: metadata.contentType ?? 'application/octet-stream',
      size: String(data.length),
      md5Hash: createHash('md5').update(data).digest('base64'),
      crc32c: crc32c(data),
      etag: randomUUID(),
      timeCreated: now,
      updated: now,
      metadata: metadata.metadata ?? {},
    };
    await writeFile(join(folder, fileNameOf(name)), data);
    await writeFile(join(folder, `${fileNameOf(name)}.json`), JSON.stringify(stored));
    json(res, 200, stored);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', `http://${host}`);
    // The client calls `/b/...` (STORAGE_EMULATOR_HOST as base) and `/upload/storage/v1/b/...`;
    // the Firebase emulator's spelling `/storage/v1/b/...` is accepted too.
    const path = url.pathname.replace(/^\/storage\/v1(?=\/b\/)/, '');
    const uploadMatch = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path);
    if (uploadMatch && req.method === 'POST') {
      await upload(req, res, decodeURIComponent(uploadMatch[1]), url.searchParams);
      return;
    }
    const listMatch = /^\/b\/([^/]+)\/o$/.exec(path);
    if (listMatch && req.method === 'GET') {
      const bucket = decodeURIComponent(listMatch[1]);
      const prefix = url.searchParams.get('prefix') ?? '';
      const files = await readdir(await bucketDir(bucket));
      const items = [];
      for (const file of files.filter((f) => f.endsWith('.json'))) {
        const metadata = await metadataOf(bucket, decodeURIComponent(file.slice(0, -5)));
        if (metadata?.name.startsWith(prefix)) items.push(metadata);
      }
      json(res, 200, { kind: 'storage#objects', items });
      return;
    }
    const objectMatch = /^\/b\/([^/]+)\/o\/(.+)$/.exec(path);
    if (!objectMatch) {
      json(res, 404, { error: { code: 404, message: `Not implemented: ${req.method} ${path}` } });
      return;
    }
    const bucket = decodeURIComponent(objectMatch[1]);
    const name = decodeURIComponent(objectMatch[2]);
    const metadata = await metadataOf(bucket, name);
    if (!metadata) {
      notFound(res, `${bucket}/${name}`);
      return;
    }
    const file = join(await bucketDir(bucket), fileNameOf(name));
    if (req.method === 'DELETE') {
      await rm(file, { force: true });
      await rm(`${file}.json`, { force: true });
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && url.searchParams.get('alt') === 'media') {
      const data = await readFile(file);
      res.writeHead(200, {
        'Content-Type': metadata.contentType,
        'Content-Length': String(data.length),
        'X-Goog-Hash': `crc32c=${metadata.crc32c},md5=${metadata.md5Hash}`,
        'X-Goog-Stored-Content-Encoding': 'identity',
        'X-Goog-Generation': metadata.generation,
      });
      res.end(data);
      return;
    }
    if (req.method === 'GET') {
      json(res, 200, metadata);
      return;
    }
    json(res, 405, { error: { code: 405, message: `Method not allowed: ${req.method}` } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('local object store:', error);
      if (!res.headersSent) json(res, 500, { error: { code: 500, message: String(error) } });
      else res.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
