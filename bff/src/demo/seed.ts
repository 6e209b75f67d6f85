import type { Database } from '../db/client.ts';
import { createActivePerson, noOneHasAnAccount } from '../identity/people.ts';
import { findUserByTarget } from '../identity/sign-in.ts';
import { createWorkspace } from '../workspaces/service.ts';

export const DEMO_EMAIL = 'demo@example.com';

/**
 * On the first start with an empty database, creates a demo workspace and its creator so that a
 * new install shows a working product. Later starts keep what is there.
 */
export async function seedDemo(db: Database) {
  if (!(await noOneHasAnAccount(db))) return false;
  const creator = await createActivePerson(db, { email: DEMO_EMAIL, displayName: '演示管理员', username: 'demo' });
  await createWorkspace(db, { name: '演示工作区', creator });
  return true;
}

export async function findDemoCreator(db: Database) {
  return findUserByTarget(db, { kind: 'email', email: DEMO_EMAIL });
}
