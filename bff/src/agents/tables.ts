import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/tables.ts';
import { timestamps } from '../db/columns.ts';
import { users } from '../identity/tables.ts';
import { roles, workspaces } from '../workspaces/tables.ts';

/**
 * An agent members chat with: a system prompt, a knowledge scope (apps) and a model. Workspace
 * agents are managed by admins and shown to all members or to specified roles; personal agents
 * belong to one member. Built-in agents come from the agent store (`builtinKey`).
 */
export const agents = pgTable(
  'agents',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    scope: text('scope', { enum: ['workspace', 'personal'] }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    builtinKey: text('builtin_key'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    systemPrompt: text('system_prompt').notNull().default(''),
    avatar: text('avatar').notNull(),
    /** What the agent says first, before anyone asks. */
    openingMessage: text('opening_message').notNull().default(''),
    /** Questions a person may start with, a click each (at most six). */
    suggestedQuestions: jsonb('suggested_questions').$type<string[]>().notNull().default([]),
    /** After each answer a model writes, up to three questions to ask next (one more request to the model). */
    followUps: boolean('follow_ups').notNull().default(false),
    visibleRange: text('visible_range', { enum: ['all_members', 'specified_roles'] }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** A model name of the workspace's endpoint; null uses the workspace's default. */
    model: text('model'),
    /** Answers only from these apps' documents when true; from all the member may see otherwise. */
    scopedToApps: boolean('scoped_to_apps').notNull().default(false),
    /** The ws agent key is shown once; only its hash is kept, with a hint to tell keys apart. */
    keyHash: text('key_hash').notNull(),
    keyHint: text('key_hint').notNull(),
    /**
     * The public chat link (`/chat/share/{key}`): anonymous visitors chat with the agent while it
     * is on. The key is derived from the server's secret and this random nonce (so the admin can
     * be shown the link again); only its hash is looked up. A new nonce retires the old link.
     */
    shareEnabled: boolean('share_enabled').notNull().default(false),
    shareNonce: text('share_nonce'),
    shareKeyHash: text('share_key_hash'),
    /**
     * The chat bubble that puts the public chat on other sites (`share-links.ts`): the origins whose
     * pages may frame it (none: no site may), its colour (empty: the product's) and its side.
     */
    embedOrigins: jsonb('embed_origins').$type<string[]>().notNull().default([]),
    embedColor: text('embed_color').notNull().default(''),
    embedPosition: text('embed_position', { enum: ['right', 'left'] }).notNull().default('right'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('agents_key_hash_key').on(t.keyHash),
    uniqueIndex('agents_share_key_hash_key').on(t.shareKeyHash),
    index('agents_scope_idx').on(t.workspaceId, t.scope, t.createdBy),
  ],
);

export const agentRoles = pgTable(
  'agent_roles',
  {
    workspaceId: uuid('workspace_id').notNull(),
    agentId: uuid('agent_id').notNull(),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.agentId, t.roleId] }),
    foreignKey({ columns: [t.workspaceId, t.agentId], foreignColumns: [agents.workspaceId, agents.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.workspaceId, t.roleId], foreignColumns: [roles.workspaceId, roles.id] }).onDelete('cascade'),
  ],
);

/** The apps an agent answers from (its knowledge scope). */
export const agentApps = pgTable(
  'agent_apps',
  {
    workspaceId: uuid('workspace_id').notNull(),
    agentId: uuid('agent_id').notNull(),
    appId: uuid('app_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.agentId, t.appId] }),
    foreignKey({ columns: [t.workspaceId, t.agentId], foreignColumns: [agents.workspaceId, agents.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.workspaceId, t.appId], foreignColumns: [apps.workspaceId, apps.id] }).onDelete('cascade'),
  ],
);

export type Agent = typeof agents.$inferSelect;
