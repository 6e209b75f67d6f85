import type { PeopleDirectory } from './directory.ts';
import { feishuDirectory } from './feishu/directory.ts';
import { githubDirectory } from './github/directory.ts';
import { yuqueDirectory } from './yuque/directory.ts';

/**
 * The connectors whose source keeps a directory of people, by connector key: Feishu's contacts,
 * the members of a GitHub organisation, the members of a Yuque group. Each takes its connector's
 * own settings, as that connector's `parseConfig` answers them.
 */
const DIRECTORIES = { feishu: feishuDirectory, github: githubDirectory, yuque: yuqueDirectory } as unknown as Record<string, PeopleDirectory<unknown>>;

export const DIRECTORY_CONNECTORS = Object.keys(DIRECTORIES);

export function peopleDirectoryOf(connectorKey: string): PeopleDirectory<unknown> | null {
  return DIRECTORIES[connectorKey] ?? null;
}
