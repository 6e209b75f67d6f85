import type { Context } from '../graphql/context.ts';
import { ExpectedError } from '../graphql/errors.ts';
import type { ActingMember } from '../workspaces/members.ts';
import { findDingBot, findWechatBot } from './service.ts';

export async function testWechatBot(ctx: Context, actor: ActingMember, id: string, _text: string): Promise<string> {
  await findWechatBot(ctx, actor, id);
  throw new ExpectedError('botTestFailed');
}

export async function testDingBot(ctx: Context, actor: ActingMember, id: string, _text: string): Promise<string> {
  await findDingBot(ctx, actor, id);
  throw new ExpectedError('botTestFailed');
}
