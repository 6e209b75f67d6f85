import type { TokenScope } from '../request/token-scopes.ts';
import type { TokenContext } from '../request/context.ts';

/** The scope each tool needs: a token is shown, and may call, only the tools its scopes open. */
export const TOOL_SCOPES = {
  search: 'documents:read',
  read_document: 'documents:read',
  ask: 'chat',
} as const satisfies Record<string, TokenScope>;

export type ToolName = keyof typeof TOOL_SCOPES;

export const opens = (ctx: TokenContext, tool: ToolName) => ctx.viewer.token.scopes.includes(TOOL_SCOPES[tool]);
