import { eq } from 'drizzle-orm';
import type { Context } from '../graphql/context.ts';
import type { Locale } from '../i18n/messages.ts';
import { users } from './tables.ts';

export type PreferencesInput = { preferredLanguage?: Locale | null; theme?: 'light' | 'dark' | null };

/** Stores the viewer's language and theme, which follow them to every device. */
export async function updatePreferences(ctx: Context, userId: string, input: PreferencesInput) {
  const changes = {
    ...(input.preferredLanguage != null && { preferredLanguage: input.preferredLanguage }),
    ...(input.theme != null && { theme: input.theme }),
  };
  const [user] = await ctx.db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return user!;
}
