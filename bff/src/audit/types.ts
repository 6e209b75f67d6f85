import { readableInWorkspace } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import type { AuditEntry as AuditEntryRow } from './tables.ts';

// The audit log's types, for its admins: read, filtered, checked; never changed. The workspace's
// fields that read them are in `workspaces/audit-log-fields.ts` (the log is the lowest domain).

const AuditActorKind = builder.enumType('AuditActorKind', {
  values: { PERSON: { value: 'person' }, TOKEN: { value: 'token' }, SYSTEM: { value: 'system' } } as const,
});

export const AuditEntry = builder.drizzleNode('auditEntries', {
  name: 'AuditEntry',
  description: 'One security-relevant act in the workspace: who, from where, when, what, to which object (admins).',
  authScopes: readableInWorkspace<AuditEntryRow>('AuditEntry', 'manage', (_ctx, _entry, actor) => actor.wsUserType >= WS_USER_TYPES.admin),
  id: { column: (e) => e.id },
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'Its place in the workspace’s chain, from 1.' }),
    entryId: t.exposeString('id', { description: 'Its ID across copies (the SIEM stream’s de-duplication key).' }),
    at: t.expose('at', { type: 'DateTime' }),
    actorKind: t.expose('actorKind', { type: AuditActorKind }),
    actorName: t.exposeString('actorName', { nullable: true, description: 'Who acted, by their name then (a person, or the maker of the token used).' }),
    actorTokenId: t.exposeString('actorTokenId', { nullable: true, description: 'The access token used, when one was.' }),
    ip: t.exposeString('ip', { nullable: true }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    action: t.exposeString('action', { description: 'What was done, as `object.verb` (`member.removed`).' }),
    objectType: t.exposeString('objectType', { nullable: true }),
    objectId: t.exposeString('objectId', { nullable: true }),
    objectLabel: t.exposeString('objectLabel', { nullable: true, description: 'The object’s name when the act happened.' }),
    detail: t.string({ description: 'What changed, as JSON: the values before and after, or what the act took.', resolve: (e) => JSON.stringify(e.detail) }),
    hash: t.exposeString('hash', { description: 'Its digest, over its columns and the one before it.' }),
  }),
});

export const AuditFilterInput = builder.inputType('AuditFilter', {
  fields: (t) => ({
    action: t.string({ required: false, description: 'A kind of object (`member`) or one act (`member.removed`).' }),
    actor: t.string({ required: false, description: 'Part of the name of who acted.' }),
    object: t.string({ required: false, description: 'Part of the object’s name or ID.' }),
    from: t.field({ type: 'DateTime', required: false, description: 'From this moment, included.' }),
    to: t.field({ type: 'DateTime', required: false, description: 'Until this moment, excluded.' }),
  }),
});

const ChainBreak = builder.objectRef<{ seq: number; id: string; reason: 'edited' | 'relinked' | 'missing' }>('AuditChainBreak').implement({
  fields: (t) => ({
    seq: t.exposeInt('seq', { description: 'The first entry where the chain does not hold.' }),
    entryId: t.exposeString('id'),
    reason: t.field({
      type: builder.enumType('AuditChainBreakReason', {
        values: {
          EDITED: { value: 'edited', description: 'Its digest is not that of what it holds: it was changed.' },
          RELINKED: { value: 'relinked', description: 'It does not follow the entry before it: that one was replaced.' },
          MISSING: { value: 'missing', description: 'Entries before it are gone.' },
        } as const,
      }),
      resolve: (b) => b.reason,
    }),
  }),
});

export const ChainCheck = builder.objectRef<{ entries: number; broken: { seq: number; id: string; reason: 'edited' | 'relinked' | 'missing' } | null }>('AuditChainCheck').implement({
  fields: (t) => ({
    entries: t.exposeInt('entries', { description: 'How many entries were checked, from the first.' }),
    intact: t.boolean({ resolve: (c) => c.broken === null }),
    broken: t.field({ type: ChainBreak, nullable: true, resolve: (c) => c.broken }),
  }),
});
