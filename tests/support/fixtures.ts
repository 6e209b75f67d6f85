import { randomBytes } from 'node:crypto';
import type { Database } from '../../bff/src/db/client.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { createWorkspace } from '../../bff/src/workspaces/service.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';

export async function createUser(db: Database, displayName = 'Test user') {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({ displayName, username: `u_${suffix}`, email: `${suffix}@example.com`, isActive: true })
    .returning();
  return user!;
}

export async function createWorkspaceWithCreator(db: Database, name: string) {
  const creator = await createUser(db, `${name} creator`);
  const workspace = await createWorkspace(db, { name, creator });
  return { workspace, creator };
}

export async function addMember(db: Database, workspaceId: string, wsUserType: 1 | 2 | 3 = 1) {
  const user = await createUser(db, 'Member');
  await db.insert(workspaceMembers).values({ workspaceId, userId: user.id, wsUserType, wsUsername: user.displayName });
  return user;
}
