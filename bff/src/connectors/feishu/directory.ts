import { MAX_DIRECTORY_PEOPLE, type DirectoryPerson, type PeopleDirectory } from '../directory.ts';
import { SourceError } from '../types.ts';
import { FeishuClient, FeishuError } from './client.ts';
import { contactEmail, contactName, departmentsBelow, departmentUserPages } from './contacts.ts';
import type { FeishuConfig } from './index.ts';

/** The root department's ID in Feishu's contact API. */
const ROOT = '0';

/**
 * Feishu's contacts as far as the custom app may read them (contact v3): every department under
 * the root and the people directly in each, each person once, people who left the company
 * skipped. The business address comes before the personal one.
 */
export const feishuDirectory: PeopleDirectory<FeishuConfig> = async ({ credentials, settings, signal }) => {
  const appId = credentials?.appId;
  const appSecret = credentials?.appSecret;
  if (!appId || !appSecret) throw new SourceError('reauthorizeNeeded', 'no app credentials');
  const client = new FeishuClient(settings.feishu.apiUrl, { appId, appSecret }, signal);
  try {
    const departments = [ROOT, ...(await departmentsBelow(client, ROOT))];
    const people = new Map<string, DirectoryPerson>();
    let truncated = false;
    for (const department of departments) {
      for await (const page of departmentUserPages(client, department)) {
        for (const user of page) {
          if (user.status?.is_resigned || people.has(user.open_id)) continue;
          if (people.size >= MAX_DIRECTORY_PEOPLE) truncated = true;
          else people.set(user.open_id, { externalId: user.open_id, name: contactName(user), handle: null, email: contactEmail(user) });
        }
        // No page is asked for beyond the limit.
        if (truncated) break;
      }
      if (truncated) break;
    }
    return { people: [...people.values()], truncated };
  } catch (error) {
    if (error instanceof FeishuError) throw new SourceError('sourceUnreachable', error.message);
    throw error;
  }
};
