import { checkEmail } from '../validation/rules.ts';
import type { ConnectorSettings } from './types.ts';

/** A person as a source's directory lists them. */
export type DirectoryPerson = {
  /** The source's own ID of the person (a login, an open_id), unique in the listing. */
  externalId: string;
  name: string;
  /** The handle the source shows (a GitHub or Yuque login), when it has one. */
  handle: string | null;
  /** The e-mail address the source gives, lower-cased; null when it gives none (or a malformed one). */
  email: string | null;
};

export type DirectoryListing = {
  people: DirectoryPerson[];
  /** The source lists more than `MAX_DIRECTORY_PEOPLE`: only the first are here. */
  truncated: boolean;
};

export type DirectoryRequest<Config> = {
  config: Config;
  credentials: Record<string, string> | null;
  settings: ConnectorSettings;
  signal: AbortSignal;
};

/** Lists the people of an app's source, with the app's own settings and credentials. */
export type PeopleDirectory<Config> = (request: DirectoryRequest<Config>) => Promise<DirectoryListing>;

/** How many people one listing reads at most: a page to pick from, not a copy of the source. */
export const MAX_DIRECTORY_PEOPLE = 500;

/** An address as the add-by-address flow takes it, or null. */
export function directoryEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase();
  return email && checkEmail(email) === null ? email : null;
}

/** `work` over every item, `limit` at a time, answering in the items' order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
