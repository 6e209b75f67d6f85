import { SourceError, type SourceAccount, type SourceIdentities, type SourceReaders } from '../types.ts';
import { groupUserPages, YuqueError } from './client.ts';

/** A knowledge base's owner, as `GET /repos/{namespace}` tells it (`user`): a team (Group) or a person (User). */
export type BookOwner = { id: number; type: string; login: string; name?: string | null };

export const userPrincipal = (id: number) => `yuque:user:${id}`;
export const groupPrincipal = (id: number) => `yuque:group:${id}`;

/** Teams' members as a run has read them, by team ID: a team owning several books is read once. */
export type GroupCache = Map<number, SourceAccount[]>;

/**
 * Who reads a knowledge base's private documents on Yuque: its members. A team's book is read by
 * the team's members (`GET /groups/{login}/users`, by offset), who are a group of their own, so
 * that someone who leaves the team loses the book at the next run; a person's book by that person.
 * Yuque's API tells no one's e-mail address: its accounts match members through an admin's link.
 */
export async function bookMembers(
  get: <T>(path: string) => Promise<T>,
  owner: BookOwner,
  groups: GroupCache,
): Promise<{ readers: SourceReaders; identities: SourceIdentities }> {
  if (owner.type !== 'Group') {
    const account = { externalId: String(owner.id), login: owner.login, name: owner.name ?? null, email: null };
    return { readers: { principals: [userPrincipal(owner.id)] }, identities: { provider: 'yuque', accounts: [account], groups: [] } };
  }
  let members = groups.get(owner.id);
  if (!members) groups.set(owner.id, (members = await groupMembers(get, owner.login)));
  return {
    readers: { principals: [groupPrincipal(owner.id)] },
    identities: { provider: 'yuque', accounts: members, groups: [{ principal: groupPrincipal(owner.id), name: owner.name ?? owner.login, members: members.map((member) => member.externalId) }] },
  };
}

async function groupMembers(get: <T>(path: string) => Promise<T>, login: string): Promise<SourceAccount[]> {
  const members = new Map<string, SourceAccount>();
  try {
    for await (const page of groupUserPages(get, login)) {
      for (const { user_id: id, user } of page) {
        const externalId = String(user?.id ?? id);
        if (!members.has(externalId)) members.set(externalId, { externalId, login: user?.login ?? null, name: user?.name ?? null, email: null });
      }
    }
  } catch (error) {
    // Readers not known are never guessed: the run stops, and the documents keep their last readers.
    if (error instanceof YuqueError) throw new SourceError('sourcePermissionsUnreadable', `Yuque team ${login}: ${error.message}`);
    throw error;
  }
  return [...members.values()];
}
