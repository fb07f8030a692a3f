import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';

import { indexNowKey } from './index-now-key';

/**
 * GET /<key>.txt at the site root (firebase.json rewrites 32-hex-digit `.txt` names to the api
 * function): the key itself, which is how search engines check that a submission is ours. Any
 * other name, or any other one-segment path of the api function (the route is a pattern), is a
 * 404, so the file tells nothing to someone guessing and the api's other answers are unchanged.
 */
export async function indexNowKeyFile(
  req: Request,
  res: Response,
  params: Record<string, string> | undefined,
): Promise<void> {
  const readable = req.method === 'GET' || req.method === 'HEAD';
  if (!readable || !/^[0-9a-f]{32}\.txt$/.test(params?.file ?? '')) {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  const key = await indexNowKey();
  if (params?.file !== `${key}.txt`) {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  res.set('Cache-Control', 'public, max-age=3600');
  res.type('text/plain').status(200).send(key);
}
