import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { CodeSender } from '../identity/delivery/types.ts';
import type { SessionUser } from '../identity/sessions.ts';
import type { Locale } from '../i18n/messages.ts';
import type { Secrets } from '../lib/secrets.ts';
import type { PubSub } from './pubsub.ts';
import type { Jobs } from '../apps/queue.ts';
import type { ChatRunner } from '../chat/generation.ts';
import type { Config } from '../config.ts';
import type { Semantic } from '../search/semantic.ts';
import type { Loaders } from './loaders.ts';
import type { Billing } from '../billing/service.ts';
import type { TokenScope } from '../tokens/scopes.ts';

export type Membership = {
  workspaceId: string;
  wsUserType: number;
  wsUsername: string;
};

export type Viewer = {
  user: SessionUser;
  /** The session of a person signed in; null for a request made with an access token. */
  sessionId: string | null;
  /** The access token a third party acts with (its workspace and scopes); null for a session. */
  token: { id: string; workspaceId: string; scopes: readonly TokenScope[] } | null;
  /** Membership in the current workspace; null for a user who belongs to none yet. */
  membership: Membership | null;
};

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
  /** The address people reach, for links the API answers. */
  publicUrl: string;
  /** Where uploaded files are stored (by content hash). */
  uploadDir: string;
  viewer: Viewer | null;
  /** Batched reads for this request's fields and read rules (`loaders.ts`). */
  loaders: Loaders;
};
