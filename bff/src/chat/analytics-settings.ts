import { eq } from 'drizzle-orm';
import { auditedTransaction } from '../audit/record.ts';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { ValidationError } from '../request/errors.ts';
import { ANALYTICS_ASKERS, chatAnalyticsSettings, type AnalyticsAskers } from './tables.ts';

/** What the workspace's conversation analytics shows of who asked what (questions, nobody named, by default). */
export async function analyticsAskers(db: Pick<Database, 'select'>, workspaceId: string): Promise<AnalyticsAskers> {
  const [row] = await db.select({ askers: chatAnalyticsSettings.askers }).from(chatAnalyticsSettings).where(eq(chatAnalyticsSettings.workspaceId, workspaceId));
  return row?.askers ?? 'anonymous';
}

/** Sets it (admins), recorded in the audit log: it decides what admins see of their members' questions. */
export async function setAnalyticsAskers(ctx: Context, workspaceId: string, askers: string): Promise<AnalyticsAskers> {
  if (!(ANALYTICS_ASKERS as readonly string[]).includes(askers)) throw new ValidationError([{ field: 'askers', key: 'invalidInput' }]);
  const chosen = askers as AnalyticsAskers;
  await auditedTransaction(ctx, workspaceId, async (tx) => {
    const before = await analyticsAskers(tx, workspaceId);
    await tx
      .insert(chatAnalyticsSettings)
      .values({ workspaceId, askers: chosen })
      .onConflictDoUpdate({ target: chatAnalyticsSettings.workspaceId, set: { askers: chosen, updatedAt: ctx.now } });
    return { result: undefined, act: before !== chosen ? { action: 'analytics.askers_changed', detail: { before, after: chosen } } : null };
  });
  return chosen;
}
