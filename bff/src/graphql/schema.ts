import { builder } from './builder.ts';
import './scalars.ts';
import './error-types.ts';
import '../identity/types.ts';
import '../identity/account-types.ts';
import '../workspaces/types.ts';
import '../workspaces/member-types.ts';
import '../workspaces/role-types.ts';
import '../workspaces/invitation-types.ts';
import '../apps/types.ts';
import '../apps/document-types.ts';
import '../apps/mutations.ts';
import '../workspaces/member-directory-types.ts';
import '../search/types.ts';
import '../search/synonym-types.ts';
import '../search/search-analytics-types.ts';
import '../agents/types.ts';
import '../agents/share-types.ts';
import '../chat/types.ts';
import '../tokens/types.ts';
import '../billing/types.ts';
import '../bots/types.ts';
import '../bots/ding-staff-types.ts';

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

export const schema = builder.toSchema({ sortSchema: true });
