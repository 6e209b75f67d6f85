import type { SourceProvider } from '../../../__generated__/SourceAccountRow_sourceAccount.graphql';

export type { SourceProvider };

/** An account a row names, for the link dialog and the mutations. */
export type LinkedAccount = { id: string; provider: SourceProvider; externalId: string; label: string };
