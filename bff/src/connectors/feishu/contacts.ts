import { directoryEmail } from '../directory.ts';
import type { FeishuClient } from './client.ts';

/** A person as Feishu's contacts tell them (contact v3: `GET /users/{user_id}`, `GET /users/find_by_department`). */
export type ContactUser = {
  open_id: string;
  name: string;
  en_name?: string;
  email?: string;
  enterprise_email?: string;
  mobile?: string;
  status?: { is_resigned?: boolean };
};

type Department = { open_department_id: string };

/** The address a person is matched to members by: the business one before the personal one. */
export const contactEmail = (user: ContactUser) => directoryEmail(user.enterprise_email) ?? directoryEmail(user.email);

export const contactName = (user: ContactUser) => user.name || user.en_name || user.open_id;

/**
 * The departments below one, at every depth
 * (`GET /open-apis/contact/v3/departments/{department_id}/children?fetch_child=true`).
 */
export async function departmentsBelow(client: FeishuClient, department: string): Promise<string[]> {
  const below: string[] = [];
  const path = `/open-apis/contact/v3/departments/${encodeURIComponent(department)}/children`;
  for await (const page of client.pages<Department>(path, { department_id_type: 'open_department_id', fetch_child: 'true' })) {
    below.push(...page.map((d) => d.open_department_id));
  }
  return below;
}

/**
 * The people directly in a department, page by page
 * (`GET /open-apis/contact/v3/users/find_by_department`, by open_department_id, people by open_id).
 */
export function departmentUserPages(client: FeishuClient, department: string): AsyncGenerator<ContactUser[]> {
  return client.pages<ContactUser>('/open-apis/contact/v3/users/find_by_department', {
    department_id: department,
    department_id_type: 'open_department_id',
    user_id_type: 'open_id',
  });
}
