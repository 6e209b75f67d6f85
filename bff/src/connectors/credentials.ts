/**
 * The bearer token of a connector that takes either an OAuth grant or a pasted token. An OAuth
 * grant drops the pasted token and saving a token replaces the grant, so whichever is stored is
 * the current one; the OAuth token comes first should both ever be there, as it is the newer way in.
 */
export const bearerToken = (credentials: Record<string, string> | null): string | undefined =>
  credentials?.accessToken || credentials?.token || undefined;
