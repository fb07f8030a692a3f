import { createHash } from 'node:crypto';

/** Hex SHA-256, so that identifiers such as emails and IP addresses are never stored in clear. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
