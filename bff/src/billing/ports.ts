import type { BillingConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AddonKind, Version } from './tables.ts';

/**
 * What the billing domain lends beside itself: its settings and Alipay client, and the plan a
 * workspace has now.
 * A ports file holds shapes and constants only, and imports nothing of the product but the
 * foundation and other ports (request/, a domain's ports.ts): the request's context names them
 * without importing the domain, which fills them in at the composition root (see the README's map).
 */

/**
 * Billing's settings and its Alipay client (null: not configured), built once per process, and
 * what a workspace earns from billing when someone accepts its invitation (free chats, listed as
 * a gift), in the transaction that adds the member.
 */
export type Billing = {
  config: BillingConfig;
  alipay: Alipay | null;
  rewardInvitation: (tx: Pick<Database, 'select' | 'insert' | 'update' | 'delete'>, input: { workspaceId: string; inviteeName: string; now: Date }) => Promise<void>;
};

export type AlipayTrade = { status: 'paid' | 'unpaid' | 'closed' | 'missing'; tradeNo: string | null; amountFen: number | null };

export type Alipay = {
  appId: string;
  sellerId: string | undefined;
  /** Where to send the buyer's browser to pay the order. */
  pageUrl: (order: { number: string; totalFen: number; subject: string; expiresAt: Date }, urls: { returnUrl: string; notifyUrl: string }, now: Date) => Promise<string>;
  /** Whether a notify (its parsed form fields) carries Alipay's signature. */
  verifyNotify: (fields: Record<string, string>) => Promise<boolean>;
  /** What Alipay knows of the order's trade. */
  query: (number: string) => Promise<AlipayTrade>;
  /** Refunds the order's amount; answers whether Alipay accepted it. */
  refund: (input: { number: string; amountFen: number; reason: string; requestNo: string }) => Promise<boolean>;
};

export type Limits = { members: number; documents: number; chatsPerDay: number; aiModel: boolean };

export type Plan = { version: Version; expiresAt: Date | null; limits: Limits; addons: Record<AddonKind, number> };

/** What plans are read from: the workspace's row as its own domain keeps it. */
export type WorkspacePlanRow = { id: string; version: Version; expiresAt: Date | null };
