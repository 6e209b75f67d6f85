import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Context, MemberExit } from '../request/context.ts';
import type { PubSub } from '../request/pubsub.ts';
import type { Jobs } from '../apps/ports.ts';
import type { ChatRunner } from '../chat/ports.ts';
import type { CodeSender } from '../identity/delivery/ports.ts';
import type { Memberships } from '../identity/ports.ts';
import type { Secrets } from '../lib/secrets.ts';
import type { Semantic } from '../search/ports.ts';
import type { CookieSettings } from './session-cookie.ts';

/** What every route and resolver may use; built once per process. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  pubsub: PubSub;
  jobs: Jobs;
  chat: ChatRunner;
  /** Meaning-based search beside the keywords; null without an embedding model. */
  semantic: Semantic | null;
  secrets: Secrets;
  sender: CodeSender;
  cookie: CookieSettings;
  parseCookie: (header: string) => Record<string, string | undefined>;
  clock: () => Date;
  /** What other domains end when someone leaves a workspace (composed in app.ts). */
  memberExit: MemberExit;
  /** A person's memberships, lent to identity by workspaces (composed in app.ts). */
  memberships: Memberships;
  /** Builds one request's context (`request-context.ts`, handed in by app.ts, which composes the domains it reads). */
  contextFor: (headers: IncomingHttpHeaders, ip: string) => Promise<Context>;
};
