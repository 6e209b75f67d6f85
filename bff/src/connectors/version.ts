import { createHash } from 'node:crypto';
import type { SourceReaders } from './types.ts';

/**
 * A source version that also says who may see the item. The engine skips an item whose version
 * did not change, so a change of visibility alone (a public repository made private) must change
 * the version, or the stored `restricted` would keep its old value.
 */
export const versionWithVisibility = (version: string, restricted: boolean) => `${version}:${restricted ? 'restricted' : 'public'}`;

/**
 * A source version that also says who reads the item there: a change of readers alone (a
 * collaborator removed) must change the version, or the next run would skip the item and keep
 * its old readers. The readers are hashed (a private repository's list can be long).
 */
export function versionWithReaders(version: string, readers: SourceReaders): string {
  if ('everyone' in readers) return `${version}:readers:everyone`;
  const principals = [...new Set(readers.principals)].sort();
  return `${version}:readers:${createHash('sha256').update(JSON.stringify(principals)).digest('base64url').slice(0, 22)}`;
}
