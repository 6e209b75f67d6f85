import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { SessionUser } from '../identity/sessions.ts';
import type { Locale } from '../i18n/messages.ts';
import type { PubSub } from './pubsub.ts';

export type Membership = {
  workspaceId: string;
  wsUserType: number;
  wsUsername: string;
};

export type Viewer = {
  user: SessionUser;
  sessionId: string;
  /** Membership in the current workspace; null for a user who belongs to none yet. */
  membership: Membership | null;
};

export type Context = {
  db: Database;
  log: Logger;
  pubsub: PubSub;
  /** The request's clock, so that rules depending on time are testable. */
  now: Date;
  locale: Locale;
  viewer: Viewer | null;
};
