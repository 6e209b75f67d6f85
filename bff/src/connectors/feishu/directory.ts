import { directoryEmail, MAX_DIRECTORY_PEOPLE, type DirectoryPerson, type PeopleDirectory } from '../directory.ts';
import { SourceError } from '../types.ts';
import { FeishuClient, FeishuError } from './client.ts';
import { withQuery, type FeishuConfig } from './index.ts';

type Page<T> = { items?: T[]; page_token?: string; has_more: boolean };
type Department = { open_department_id: string };
type ContactUser = {
  open_id: string;
  name: string;
  en_name?: string;
  email?: string;
  enterprise_email?: string;
  status?: { is_resigned?: boolean };
};

/** The root department's ID in Feishu's contact API. */
const ROOT = '0';

/**
 * Feishu's contacts as far as the custom app may read them (contact v3): every department under
 * the root (`GET /departments/0/children?fetch_child=true`) and the people directly in each
 * (`GET /users/find_by_department`), each person once, people who left the company skipped. The
 * business address comes before the personal one.
 */
export const feishuDirectory: PeopleDirectory<FeishuConfig> = async ({ credentials, settings, signal }) => {
  const appId = credentials?.appId;
  const appSecret = credentials?.appSecret;
  if (!appId || !appSecret) throw new SourceError('reauthorizeNeeded', 'no app credentials');
  const client = new FeishuClient(settings.feishu.apiUrl, { appId, appSecret }, signal);
  const all = async <T>(path: string, query: Record<string, string | number>, each: (item: T) => boolean) => {
    for (let token: string | undefined; ; ) {
      const page = await client.get<Page<T>>(withQuery(path, { ...query, page_size: 50, page_token: token }));
      for (const item of page.items ?? []) if (!each(item)) return;
      if (!page.has_more || !page.page_token) return;
      token = page.page_token;
    }
  };
  try {
    const departments = [ROOT];
    await all<Department>(`/open-apis/contact/v3/departments/${ROOT}/children`, { department_id_type: 'open_department_id', fetch_child: 'true' }, (d) => {
      departments.push(d.open_department_id);
      return true;
    });
    const people = new Map<string, DirectoryPerson>();
    let truncated = false;
    for (const department of departments) {
      await all<ContactUser>(
        '/open-apis/contact/v3/users/find_by_department',
        { department_id: department, department_id_type: 'open_department_id', user_id_type: 'open_id' },
        (user) => {
          if (user.status?.is_resigned || people.has(user.open_id)) return true;
          if (people.size >= MAX_DIRECTORY_PEOPLE) {
            truncated = true;
            return false;
          }
          const email = directoryEmail(user.enterprise_email) ?? directoryEmail(user.email);
          people.set(user.open_id, { externalId: user.open_id, name: user.name || user.en_name || user.open_id, handle: null, email });
          return true;
        },
      );
      if (truncated) break;
    }
    return { people: [...people.values()], truncated };
  } catch (error) {
    if (error instanceof FeishuError) throw new SourceError('sourceUnreachable', error.message);
    throw error;
  }
};
