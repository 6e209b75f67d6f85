import { encodeGlobalID } from '@pothos/plugin-relay';
import { and, eq, inArray, ne, not, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUuid } from '../lib/ids.ts';
import { EVERYONE_SET_ID } from './reader-sets.ts';
import { ROLE_SCOPES, apps, documents, type App } from './tables.ts';
import { onlySpecifiedRoles } from './visibility.ts';

/**
 * Documents public on the internet: those of a workspace app whose protected-document permission
 * is "public on the internet" (spec, section 6). Anyone with such a document's link reads it,
 * signed in or not, and nothing else of its workspace: its title, text and update time.
 *
 * The level opens the documents the source restricts, so it opens the others too (they are the
 * less protected), except in an app limited to "only specified role", whose documents stay with
 * its roles whatever the level. A personal app is never public. In an app "as in the source", a
 * document is public only when its source shows it to everyone: the level never opens what the
 * source keeps to some. Both forms of the rule are here: the conditions the public reads run, and
 * the same rule on a document's row for what shows the link.
 */
const publicApps = () => and(eq(apps.scope, 'workspace'), eq(apps.protectedPermission, 'public'), not(onlySpecifiedRoles()));
const publicDocuments = () => and(publicApps(), or(ne(apps.dataPermission, 'as_in_source'), eq(documents.readerSetId, EVERYONE_SET_ID)));

type AppLevel = Pick<App, 'scope' | 'protectedPermission' | 'dataPermission' | 'roleScope'>;
/** What decides whether a document is public: its app's level, and its readers at the source. */
export type DocumentLevel = { readerSetId: string | null; app: AppLevel };

export function isPublicDocument({ readerSetId, app }: DocumentLevel): boolean {
  const onlyRoles = app.dataPermission === 'specified_roles' && (app.roleScope ?? ROLE_SCOPES.matchDataSource) === ROLE_SCOPES.onlySpecifiedRole;
  const sourceShowsAll = app.dataPermission !== 'as_in_source' || readerSetId === EVERYONE_SET_ID;
  return app.scope === 'workspace' && app.protectedPermission === 'public' && !onlyRoles && sourceShowsAll;
}

/**
 * A public document's token: its workspace's and its own key, 32 bytes in base64url. Keys are
 * random, so a token is found only by whoever was given the link.
 */
export function publicDocumentToken(workspaceId: string, documentId: string): string {
  return Buffer.from(`${workspaceId}${documentId}`.replaceAll('-', ''), 'hex').toString('base64url');
}

export const publicDocumentPath = (workspaceId: string, documentId: string) => `/public/document/${publicDocumentToken(workspaceId, documentId)}`;

/** A document's page in the product (`/document/{global ID}`), for a member signed in: where a citation without an address leads. */
export const documentPageUrl = (publicUrl: string, documentId: string) => `${publicUrl}/document/${encodeURIComponent(encodeGlobalID('Document', documentId))}`;

function keysOf(token: string): { workspaceId: string; documentId: string } | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hex = Buffer.from(token, 'base64url').toString('hex');
  const uuid = (part: string) => `${part.slice(0, 8)}-${part.slice(8, 12)}-${part.slice(12, 16)}-${part.slice(16, 20)}-${part.slice(20)}`;
  const keys = { workspaceId: uuid(hex.slice(0, 32)), documentId: uuid(hex.slice(32, 64)) };
  return hex.length === 64 && isUuid(keys.workspaceId) && isUuid(keys.documentId) ? keys : null;
}

export type PublicDocumentRow = DocumentLevel & {
  workspaceId: string;
  id: string;
  title: string;
  text: string;
  sourceType: string;
  fileSha256: string | null;
  updatedAt: Date;
};

/**
 * The document a public link names, while it is public; null otherwise, exactly as for a
 * malformed token or a document that does not exist (nobody learns that a document exists at
 * another level, or in which workspace).
 */
export async function readPublicDocument(db: Database, token: string): Promise<PublicDocumentRow | null> {
  const keys = keysOf(token);
  if (!keys) return null;
  const [row] = await db
    .select({
      workspaceId: documents.workspaceId,
      id: documents.id,
      title: documents.title,
      text: documents.text,
      sourceType: documents.sourceType,
      fileSha256: documents.fileSha256,
      updatedAt: documents.updatedAt,
      readerSetId: documents.readerSetId,
      app: { scope: apps.scope, protectedPermission: apps.protectedPermission, dataPermission: apps.dataPermission, roleScope: apps.roleScope },
    })
    .from(documents)
    .innerJoin(apps, and(eq(apps.workspaceId, documents.workspaceId), eq(apps.id, documents.appId)))
    .where(and(eq(documents.workspaceId, keys.workspaceId), eq(documents.id, keys.documentId), publicDocuments()));
  return row ?? null;
}

/**
 * The workspace's apps public on the internet, among `candidates` when given (an agent's
 * knowledge scope): all an anonymous visitor of a public chat link may be answered from. (Of an
 * app "as in the source", only what its source shows to everyone: the visitor is searched for
 * as no one, who holds no principal but everyone's.)
 */
export async function publicAppIds(db: Pick<Database, 'select'>, workspaceId: string, candidates: readonly string[] | null): Promise<string[]> {
  const ids = candidates?.filter(isUuid) ?? null;
  if (ids?.length === 0) return [];
  const rows = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.workspaceId, workspaceId), publicApps(), ids ? inArray(apps.id, ids) : undefined));
  return rows.map((row) => row.id);
}

/** Which of these documents of the workspace are public on the internet (a bot links those by their public links). */
export async function publicDocumentIds(db: Pick<Database, 'select'>, workspaceId: string, documentIds: readonly string[]): Promise<Set<string>> {
  const ids = documentIds.filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(apps, and(eq(apps.workspaceId, documents.workspaceId), eq(apps.id, documents.appId)))
    .where(and(eq(documents.workspaceId, workspaceId), inArray(documents.id, ids), publicDocuments()));
  return new Set(rows.map((row) => row.id));
}
