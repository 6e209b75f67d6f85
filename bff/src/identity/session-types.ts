import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import Bowser from 'bowser';
import { builder } from '../graphql/builder.ts';
import { ExpectedError } from '../request/errors.ts';
import { endViewerOtherSessions, endViewerSession } from './own-sessions.ts';
import { liveSessions } from './sessions.ts';
import { Viewer } from './types.ts';

// The person's signed-in devices, each of which they may sign out.

type SessionRow = Awaited<ReturnType<typeof liveSessions>>[number] & { current: boolean };

const DeviceType = builder.enumType('DeviceType', {
  values: { DESKTOP: { value: 'desktop' }, MOBILE: { value: 'mobile' }, TABLET: { value: 'tablet' }, OTHER: { value: 'other' } } as const,
});

/** What a browser's user agent says it is, named as people know it ("Chrome 120", "macOS 10.15.7"). */
function deviceOf(userAgent: string | null) {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const named = (part: { name?: string; version?: string } | undefined) => (part?.name ? [part.name, part.version?.split('.')[0]].filter(Boolean).join(' ') : null);
  const type = parsed?.platform.type;
  const known = type === 'desktop' || type === 'mobile' || type === 'tablet';
  return {
    browser: named(parsed?.browser),
    os: parsed?.os.name ? [parsed.os.name, parsed.os.version].filter(Boolean).join(' ') : null,
    type: known ? (type as 'desktop' | 'mobile' | 'tablet') : ('other' as const),
  };
}

const Session = builder.objectRef<SessionRow>('Session').implement({
  description: 'A browser signed in as the viewer.',
  fields: (t) => ({
    id: t.id({ resolve: (s) => encodeGlobalID('Session', s.id) }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it signed in.' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', description: 'When it was last used, to within ten minutes.' }),
    ip: t.exposeString('ip', { nullable: true, description: 'The address it was last used from.' }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    browser: t.string({ nullable: true, resolve: (s) => deviceOf(s.userAgent).browser }),
    os: t.string({ nullable: true, resolve: (s) => deviceOf(s.userAgent).os }),
    deviceType: t.field({ type: DeviceType, resolve: (s) => deviceOf(s.userAgent).type }),
    current: t.exposeBoolean('current', { description: 'Whether it is the browser asking.' }),
  }),
});

builder.objectField(Viewer, 'sessions', (t) =>
  t.authField({
    type: [Session],
    description: 'The browsers signed in as the viewer, the most recently used first (a session’s own, not an access token’s).',
    authScopes: { signedIn: 'session' },
    resolve: async (viewer, _args, ctx) =>
      (await liveSessions(ctx.db, viewer.user.id, ctx.now)).map((session) => ({ ...session, current: session.id === ctx.viewer.sessionId })),
  }),
);

const EndSessionInput = builder.inputType('EndSessionInput', {
  fields: (t) => ({ sessionId: t.id({ required: true }) }),
});

const EndSessionPayload = builder.objectRef<{ id: string }>('EndSessionPayload').implement({
  fields: (t) => ({ endedSessionId: t.id({ resolve: (s) => encodeGlobalID('Session', s.id) }) }),
});

/** A session's own ID from its global one; anything else names no session. */
function sessionIdOf(globalId: string): string | null {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'Session' && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
  } catch {
    return null;
  }
}

builder.mutationField('endSession', (t) =>
  t.authField({
    type: EndSessionPayload,
    description: 'Signs one of the viewer’s browsers out (this one too); its open connections close at once.',
    authScopes: { signedIn: 'session' },
    errors: { types: [ExpectedError] },
    args: { input: t.arg({ type: EndSessionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = sessionIdOf(String(input.sessionId));
      if (!id || !(await endViewerSession(ctx, id))) throw new ExpectedError('sessionNotFound');
      return { id };
    },
  }),
);

builder.mutationField('endOtherSessions', (t) =>
  t.authField({
    type: builder.objectRef<{ count: number }>('EndOtherSessionsPayload').implement({ fields: (f) => ({ endedCount: f.exposeInt('count') }) }),
    description: 'Signs out every browser of the viewer but this one.',
    authScopes: { signedIn: 'session' },
    resolve: async (_root, _args, ctx) => ({ count: await endViewerOtherSessions(ctx) }),
  }),
);
