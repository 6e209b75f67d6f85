import type { Logger } from 'pino';
import type { Jobs } from '../apps/ports.ts';
import type { Billing } from '../billing/ports.ts';
import type { ChatRunner } from '../chat/ports.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Locale } from '../i18n/messages.ts';
import type { CodeSender } from '../identity/delivery/ports.ts';
import type { Memberships } from '../identity/ports.ts';
import type { Secrets } from '../lib/secrets.ts';
import type { Semantic } from '../search/ports.ts';
import type { Loaders } from './loaders.ts';
import type { PubSub } from './pubsub.ts';
import type { MemberViewer, Viewer } from './viewer.ts';

/**
 * What other domains end when a person leaves a workspace, or is removed from it: their access
 * tokens, their bots' bindings. Composed at the root (app.ts), so that the workspaces domain imports none of them.
 */
export type MemberExit = (deps: { db: Pick<Database, 'update' | 'delete'>; pubsub: PubSub; now: Date }, workspaceId: string, userId: string) => Promise<void>;

/** What one request (GraphQL operation or REST call) works with; services take it. */
export type Context = {
  db: Database;
  log: Logger;
  pubsub: PubSub;
  jobs: Jobs;
  chat: ChatRunner;
  /** Meaning-based search beside the keywords; null without an embedding model. */
  semantic: Semantic | null;
  /** The server's chat model settings (workspaces may override them). */
  llm: Config['llm'];
  connectors: Config['connectors'];
  /** Billing's settings and Alipay client. */
  billing: Billing;
  secrets: Secrets;
  sender: CodeSender;
  /** The request's clock, so that rules depending on time are testable. */
  now: Date;
  locale: Locale;
  ip: string;
  /** The browser or client the request came from, as it names itself (the audit log keeps it). */
  userAgent: string | null;
  /** The address people reach, for links the API answers. */
  publicUrl: string;
  /** Where uploaded files are stored (by content hash). */
  uploadDir: string;
  viewer: Viewer | null;
  /** What other domains end when someone leaves a workspace. */
  memberExit: MemberExit;
  /** The person's memberships, as identity's account surface reads and renames them (lent by workspaces). */
  memberships: Memberships;
  /** Batched reads for this request's fields and read rules (`loaders.ts`). */
  loaders: Loaders;
};

/**
 * The context of a field whose scopes let in only people signed in (`signedIn`, `operator`): its
 * resolver has a viewer. Pothos's scope-auth hands it to resolvers declared with `t.authField`.
 */
export type SignedInContext = Context & { viewer: Viewer };

/** The context of a field whose scopes let in only members of the current workspace (member, admin, creator). */
export type MemberContext = Context & { viewer: MemberViewer };

/** The context of a request made with an access token (its maker is a member of the token's workspace). */
export type TokenContext = MemberContext & { viewer: { token: NonNullable<Viewer['token']> } };

/** Whether a signed-in caller acts in a workspace of theirs (routes outside GraphQL ask it themselves). */
export const isMember = (ctx: SignedInContext): ctx is MemberContext => ctx.viewer.membership !== null;
