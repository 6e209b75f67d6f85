import { MAX_DIRECTORY_PEOPLE, type DirectoryPerson, type PeopleDirectory } from '../directory.ts';
import { SourceError } from '../types.ts';
import { groupUserPages, YuqueError, yuqueGet } from './client.ts';
import type { YuqueConfig } from './index.ts';

/**
 * The members of the groups (teams) that own the app's knowledge bases (`GET /groups/{login}/users`,
 * by offset). Yuque's API tells no one's e-mail address, so its people are listed without one. A
 * book owned by a person rather than a group has no members to list (Yuque answers 404).
 */
export const yuqueDirectory: PeopleDirectory<YuqueConfig> = async ({ config, credentials, settings, signal }) => {
  const token = credentials?.token;
  if (!token) throw new SourceError('reauthorizeNeeded', 'no token');
  const get = yuqueGet(settings.yuque.apiUrl, token, signal);
  const groups = [...new Set(config.books.map((namespace) => namespace.split('/')[0]!))];
  const people = new Map<string, DirectoryPerson>();
  let truncated = false;
  for (const group of groups) {
    if (truncated) break;
    try {
      for await (const page of groupUserPages(get, group)) {
        for (const member of page) {
          const user = member.user;
          if (!user?.login || people.has(user.login)) continue;
          if (people.size >= MAX_DIRECTORY_PEOPLE) truncated = true;
          else people.set(user.login, { externalId: user.login, name: user.name?.trim() || user.login, handle: user.login, email: null });
        }
        // No page is asked for beyond the limit.
        if (truncated) break;
      }
    } catch (error) {
      if (error instanceof YuqueError && error.status === 404) continue;
      if (error instanceof YuqueError) throw new SourceError('sourceUnreachable', `Yuque: ${error.message}`);
      throw error;
    }
  }
  return { people: [...people.values()], truncated };
};
