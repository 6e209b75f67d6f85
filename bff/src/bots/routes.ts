import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/deps.ts';
import { fail, ok } from '../http/envelope.ts';
import { sendMessagePage } from '../http/message-page.ts';
import { localeOf, requestContext } from '../http/rest.ts';
import type { Locale } from '../i18n/messages.ts';
import { memberOf } from '../workspaces/members.ts';
import { sendBindConfirmPage } from './bind-page.ts';
import { dingCallbackValid } from './dingtalk-api.ts';
import { DingMessage, dingReceive, findDingBotByPath, type DingReceiveDeps } from './dingtalk-receive.ts';
import { dingCredentials } from './service.ts';
import { bindFollower, bindPath, liveBindLink } from './wechat-binding.ts';
import { findWechatBotByPath, wechatReceive, wechatUrlCheck, type WechatQuery, type WechatReceiveDeps, type WechatResponse } from './wechat-receive.ts';

const one = (value: unknown) => (typeof value === 'string' ? value : undefined);

function wechatQuery(query: unknown): WechatQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  return {
    signature: one(q.signature),
    timestamp: one(q.timestamp),
    nonce: one(q.nonce),
    echostr: one(q.echostr),
    encrypt_type: one(q.encrypt_type),
    msg_signature: one(q.msg_signature),
  };
}

async function send(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, answer: WechatResponse) {
  if (answer.status !== 200) return fail(reply, answer.status, await localeOf(deps, request), answer.key);
  return reply.code(200).type(`${answer.type}; charset=utf-8`).send(answer.body);
}

/**
 * The bots' callbacks (no session: each checks the platform's signature itself) and the page that
 * binds a WeChat follower to a member.
 */
export async function botRoutes(app: FastifyInstance, deps: AppDeps) {
  const common = { db: deps.database.db, secrets: deps.secrets, bots: deps.config.bots, clock: deps.clock, log: deps.log, pubsub: deps.pubsub, chat: deps.chat, publicUrl: deps.config.publicUrl };
  const wechatDeps: WechatReceiveDeps = common;
  const dingDeps: DingReceiveDeps = common;

  await app.register(async (scope) => {
    // WeChat posts XML (text/xml); a form posts the binding. Both are read as text here.
    scope.addContentTypeParser(['text/xml', 'application/xml', 'application/x-www-form-urlencoded', 'text/plain'], { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    scope.get<{ Params: { pathToken: string } }>('/api/bots/wechat/:pathToken', async (request, reply) => {
      const bot = await findWechatBotByPath(wechatDeps, request.params.pathToken);
      if (!bot) return send(deps, request, reply, { status: 404, key: 'botNotFound' });
      return send(deps, request, reply, wechatUrlCheck(wechatDeps, bot, wechatQuery(request.query)));
    });

    scope.post<{ Params: { pathToken: string } }>('/api/bots/wechat/:pathToken', async (request, reply) => {
      const bot = await findWechatBotByPath(wechatDeps, request.params.pathToken);
      if (!bot) return send(deps, request, reply, { status: 404, key: 'botNotFound' });
      const body = typeof request.body === 'string' ? request.body : '';
      return send(deps, request, reply, await wechatReceive(wechatDeps, bot, wechatQuery(request.query), body));
    });

    scope.get<{ Params: { token: string } }>('/api/bots/wechat/bind/:token', async (request, reply) => {
      const ctx = await requestContext(deps, request);
      const link = await liveBindLink(deps.database.db, request.params.token, deps.clock());
      if (!link) return sendMessagePage(reply, 404, ctx.locale, 'botBindLinkInvalid');
      const path = bindPath(request.params.token);
      // Signed in once (in WeChat's own browser, usually), the member comes back here.
      if (!ctx.viewer) return reply.redirect(`/login?callback_url=${encodeURIComponent(path)}`, 302);
      if (!(await memberOf(deps.database.db, link.workspaceId, ctx.viewer.user.id))) return sendMessagePage(reply, 403, ctx.locale, 'botBindNotMember');
      return sendBindConfirmPage(reply, ctx.locale, path);
    });

    scope.post<{ Params: { token: string } }>('/api/bots/wechat/bind/:token', async (request, reply) => {
      const ctx = await requestContext(deps, request);
      if (!ctx.viewer) return reply.redirect(`/login?callback_url=${encodeURIComponent(bindPath(request.params.token))}`, 303);
      const outcome = await bindFollower(deps.database.db, request.params.token, ctx.viewer.user.id, deps.clock());
      if (outcome === 'bound') return sendMessagePage(reply, 200, ctx.locale, 'botBound', '/home');
      return sendMessagePage(reply, outcome === 'notMember' ? 403 : 404, ctx.locale, outcome === 'notMember' ? 'botBindNotMember' : 'botBindLinkInvalid');
    });

    scope.post<{ Params: { pathToken: string } }>('/api/bots/dingtalk/:pathToken', async (request, reply) => dingCallback(dingDeps, await localeOf(deps, request), request, reply));
  });
}

async function dingCallback(deps: DingReceiveDeps, locale: Locale, request: FastifyRequest<{ Params: { pathToken: string } }>, reply: FastifyReply) {
  const bot = await findDingBotByPath(deps, request.params.pathToken);
  if (!bot) return fail(reply, 404, locale, 'dingBotNotFound');
  const headers = { timestamp: one(request.headers.timestamp), sign: one(request.headers.sign) };
  if (!dingCallbackValid(headers, dingCredentials(deps.secrets, bot).appSecret, deps.clock())) return fail(reply, 403, locale, 'botCallbackRefused');
  const message = DingMessage.safeParse(request.body);
  if (!message.success) return fail(reply, 400, locale, 'requestMalformed');
  const outcome = await dingReceive(deps, bot, message.data);
  return ok(locale, { outcome });
}
