import { open } from 'node:fs/promises';
import { asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { auditedTransaction, type AuditAct } from '../audit/record.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { updateOrRead } from '../db/update.ts';
import type { Context } from '../request/context.ts';
import { NameTakenError, ValidationError, type FieldProblem } from '../request/errors.ts';
import type { Membership } from '../request/viewer.ts';
import { sniffFileType } from '../identity/file-types.ts';
import { setCurrentWorkspace } from '../identity/current-workspace.ts';
import { fileUrl, findUpload, uploadPath } from '../identity/uploads.ts';
import { modelChangeAct, modelColumns, modelUrlProblem } from './models.ts';
import { checkCompanyName, checkPrimaryColor } from '../validation/rules.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { workspaceMembers, workspaces } from './tables.ts';
import type { SessionUser } from '../identity/ports.ts';

const membershipColumns = {
  workspaceId: workspaceMembers.workspaceId,
  wsUserType: workspaceMembers.wsUserType,
  wsUsername: workspaceMembers.wsUsername,
};

/**
 * The membership a request acts in: the user's chosen current workspace when they still belong
 * to it, otherwise the one they joined first. As a query, so that it can also run inside another
 * (with the outer row's columns for the user and their choice).
 */
export function currentMembershipQuery(db: Database, userId: SQLWrapper | string, currentWorkspaceId: SQLWrapper | string | null) {
  return db
    .select(membershipColumns)
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`(${workspaceMembers.workspaceId} = ${currentWorkspaceId}) desc nulls last`, asc(workspaceMembers.createdAt), asc(workspaceMembers.workspaceId))
    .limit(1);
}

/**
 * The membership a request acts in as one JSON value (null without any), to be read inside another
 * statement: the viewer's, which reads the session, the person and this in one (`identity/viewer.ts`).
 */
export const currentMembershipJson = (db: Database, userId: SQLWrapper, currentWorkspaceId: SQLWrapper) =>
  sql<Membership | null>`(select json_build_object('workspaceId', m.workspace_id, 'wsUserType', m.ws_user_type, 'wsUsername', m.ws_username)
    from (${currentMembershipQuery(db, userId, currentWorkspaceId)}) m)`;

/** The membership a request acts in (see currentMembershipQuery); null for a user without any workspace. */
export async function currentMembership(db: Database, user: SessionUser): Promise<Membership | null> {
  const [membership] = await currentMembershipQuery(db, user.id, user.currentWorkspaceId);
  return membership ?? null;
}

/** Creates a workspace with its creator; a taken name (any case) is a NameTakenError. */
export async function createWorkspace(db: Database, input: { name: string; creator: SessionUser; makeCurrent?: boolean }) {
  const problem = checkCompanyName(input.name);
  if (problem) throw new ValidationError([{ field: 'name', key: problem }]);
  try {
    return await db.transaction(async (tx) => {
      const [workspace] = await tx.insert(workspaces).values({ name: input.name.trim() }).returning();
      await tx.insert(workspaceMembers).values({
        workspaceId: workspace!.id,
        userId: input.creator.id,
        wsUserType: WS_USER_TYPES.creator,
        wsUsername: input.creator.displayName,
      });
      if (input.makeCurrent) {
        await setCurrentWorkspace(tx, input.creator.id, workspace!.id);
      }
      return workspace!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError('companyNameTaken');
    throw error;
  }
}

export type WorkspaceSettingsInput = {
  name?: string | null;
  primaryColor?: string | null;
  chatEnabled?: boolean | null;
  aiModelEnabled?: boolean | null;
  /** An uploaded 105×105 PNG; an empty string removes the logo. */
  logoSquareUploadId?: string | null;
  /** An uploaded 420×105 PNG; an empty string removes the logo. */
  logoRectUploadId?: string | null;
  /** The workspace's own OpenAI-compatible model; empty strings go back to the server's. */
  llmBaseUrl?: string | null;
  llmModel?: string | null;
  /** Write-only; stored sealed. */
  llmApiKey?: string | null;
};

/** Changes the current workspace's settings and tells its open sessions. */
export async function updateWorkspaceSettings(ctx: Context, workspaceId: string, input: WorkspaceSettingsInput) {
  const problems: FieldProblem[] = [];
  const nameProblem = input.name == null ? null : checkCompanyName(input.name);
  if (nameProblem) problems.push({ field: 'name', key: nameProblem });
  const colorProblem = input.primaryColor == null ? null : checkPrimaryColor(input.primaryColor);
  if (colorProblem) problems.push({ field: 'primaryColor', key: colorProblem });
  const logoSquareUrl = await logoUrl(ctx, input.logoSquareUploadId, LOGOS.square, problems);
  const logoRectUrl = await logoUrl(ctx, input.logoRectUploadId, LOGOS.rect, problems);
  const modelUrl = modelUrlProblem(input.llmBaseUrl, ctx.llm.privateNetworks);
  if (modelUrl) problems.push({ field: 'llmBaseUrl', key: modelUrl });
  if (problems.length) throw new ValidationError(problems);
  const workspace = (await ctx.db.query.workspaces.findFirst({ where: { id: workspaceId } }))!;
  // The chat model's settings, as the model settings write them (`models.ts`).
  const model = { baseUrl: input.llmBaseUrl, model: input.llmModel, apiKey: input.llmApiKey };
  const modelSet = model.baseUrl != null || model.model != null || model.apiKey != null ? modelColumns(ctx, workspace, 'chat', model) : {};
  const changes = {
    ...(input.name != null && { name: input.name.trim() }),
    ...(input.primaryColor != null && { primaryColor: input.primaryColor.toUpperCase() }),
    ...(input.chatEnabled != null && { chatEnabled: input.chatEnabled }),
    ...(input.aiModelEnabled != null && { aiModelEnabled: input.aiModelEnabled }),
    ...(logoSquareUrl !== undefined && { logoSquareUrl }),
    ...(logoRectUrl !== undefined && { logoRectUrl }),
  };
  try {
    await auditedTransaction(ctx, workspaceId, async (tx) => {
      await updateOrRead(tx, workspaces, { ...changes, ...modelSet }, eq(workspaces.id, workspaceId));
      const acts = [settingsChangeAct(workspace, changes), modelChangeAct(workspace, 'chat', modelSet)];
      return { result: undefined, act: acts.filter((act) => act !== null) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError('companyNameTaken');
    throw error;
  }
  ctx.pubsub.publish('workspace:updated', workspaceId, { workspaceId });
  return { workspaceId };
}

type Workspace = typeof workspaces.$inferSelect;

/** A change of the workspace's own settings, as the log records it: the fields that changed, before and after; none when nothing did. */
function settingsChangeAct(workspace: Workspace, changes: Partial<Workspace>): AuditAct | null {
  const changed = (Object.keys(changes) as (keyof Workspace)[]).filter((field) => changes[field] !== workspace[field]);
  if (changed.length === 0) return null;
  const pick = (row: Partial<Workspace>) => Object.fromEntries(changed.map((field) => [field, row[field] ?? null]));
  return {
    action: 'workspace.updated',
    object: { type: 'workspace', id: workspace.id, label: changes.name ?? workspace.name },
    detail: { before: pick(workspace), after: pick(changes) },
  };
}

const LOGOS = {
  square: { field: 'logoSquareUploadId', width: 105, height: 105, key: 'logoSquareInvalid' },
  rect: { field: 'logoRectUploadId', width: 420, height: 105, key: 'logoRectInvalid' },
} as const;

/**
 * Checks an uploaded logo on the server: the viewer's own upload, a PNG by content, of exactly
 * the spec's size. Answers its URL (null to remove, undefined when unchanged). Once saved, the
 * file is public while it is a logo (`upload-readers.ts`): the invitation page shows it to people
 * who are not signed in.
 */
async function logoUrl(
  ctx: Context,
  uploadId: string | null | undefined,
  logo: (typeof LOGOS)[keyof typeof LOGOS],
  problems: FieldProblem[],
): Promise<string | null | undefined> {
  if (uploadId == null) return undefined;
  if (uploadId === '') return null;
  const upload = await findUpload(ctx.db, uploadId);
  const size = upload && upload.userId === ctx.viewer?.user.id ? await pngSize(uploadPath(ctx.uploadDir, upload.sha256)) : null;
  if (!upload || !size || size.width !== logo.width || size.height !== logo.height) {
    problems.push({ field: logo.field, key: logo.key });
    return undefined;
  }
  return fileUrl(upload);
}

/** Width and height from a PNG's IHDR chunk, or null when the file is not a PNG. */
async function pngSize(file: string) {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(24);
    await handle.read(header, 0, 24, 0);
    if (sniffFileType(header) !== 'png' || header.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  } finally {
    await handle.close();
  }
}
