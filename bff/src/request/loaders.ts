import type DataLoader from 'dataloader';
import type { InstalledAgents } from '../agents/ports.ts';
import type { AppLoaders, ReadableDocuments } from '../apps/ports.ts';
import type { Plan, WorkspacePlanRow } from '../billing/ports.ts';

/**
 * One request's loaders: each reads, in one statement, what the fields and read rules of a
 * response ask about many objects (their visibility, owners, counts), and keeps it for the rest of
 * the request. Each domain builds its own; `graphql/loaders.ts` puts them together on the context.
 */
export type Loaders = {
  apps: AppLoaders;
  documents: ReadableDocuments;
  visibleAgents: DataLoader<string, boolean>;
  installedFromStore: InstalledAgents;
  /** Who owns each conversation, and whether they shared it with the workspace. */
  conversationOwners: DataLoader<string, { userId: string | null; shared: boolean } | null>;
  /** The workspaces the viewer belongs to, and the people of their current one, among those asked about. */
  workspaces: { workspaces: DataLoader<string, boolean>; colleagues: DataLoader<string, boolean> };
  workspaceCounts: { members: DataLoader<string, number>; pendingMembers: DataLoader<string, number>; chatsToday: DataLoader<string, number> };
  plans: DataLoader<WorkspacePlanRow, Plan, string>;
  dingStaffIds: DataLoader<{ workspaceId: string; userId: string }, string | null, string>;
};
