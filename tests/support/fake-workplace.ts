import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DingTalkPerson = { unionId: string; nick: string; email?: string; mobile?: string; stateCode?: string };
export type WeComMember = { userid: string; name: string; mobile?: string; email?: string; biz_mail?: string };
/** The organisation as WeCom's contacts API shapes it: departments by parent, members by department, tags. */
export type WeComDirectory = {
  departments: { id: number; name: string; parentid: number }[];
  members: (WeComMember & { department: number[]; status?: number })[];
  /** `hidden`: outside the app's visible range (WeCom answers 60011). */
  tags: { tagid: number; tagname: string; userids: string[]; partylist: number[]; hidden?: boolean }[];
};

/**
 * DingTalk's and WeCom's web sign-in, as their documentation shapes it, on one local server: the
 * sign-in page approves for whoever is signed in there (`dingtalk.signedIn`, `wecom.signedIn`)
 * and sends the browser back with a code, which the server's calls then spend. WeCom's contacts
 * API answers from `wecom.directory`: departments, the members of each, tags.
 */
export async function startFakeWorkplace() {
  const fake = {
    dingtalk: { clientId: 'ding-client', clientSecret: 'ding-secret', signedIn: null as DingTalkPerson | null },
    wecom: {
      corpId: 'ww-corp',
      agentId: '1000002',
      secret: 'wecom-secret',
      signedIn: null as WeComMember | null,
      directory: { departments: [], members: [], tags: [] } as WeComDirectory,
      /** Calls to the contacts API, by path, to tell what a run read. */
      calls: [] as string[],
    },
  };
  const dingCodes = new Map<string, DingTalkPerson>();
  const dingTokens = new Map<string, DingTalkPerson>();
  const wecomCodes = new Map<string, WeComMember>();
  const wecomToken = `wecom-${randomBytes(6).toString('hex')}`;

  const json = (response: ServerResponse, status: number, data: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
  const back = (response: ServerResponse, url: URL, codeName: string, code: string) => {
    const target = new URL(url.searchParams.get('redirect_uri')!);
    target.searchParams.set(codeName, code);
    target.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: target.toString() }).end();
  };
  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string>;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url!, 'http://fake');
      // DingTalk: login.dingtalk.com/oauth2/auth, then api.dingtalk.com.
      if (url.pathname === '/oauth2/auth') {
        if (url.searchParams.get('client_id') !== fake.dingtalk.clientId || !fake.dingtalk.signedIn) return json(response, 400, { message: 'invalid client' });
        const code = randomBytes(8).toString('hex');
        dingCodes.set(code, fake.dingtalk.signedIn);
        return back(response, url, 'authCode', code);
      }
      if (url.pathname === '/v1.0/oauth2/userAccessToken' && request.method === 'POST') {
        const given = await bodyOf(request);
        const person = dingCodes.get(given.code ?? '');
        dingCodes.delete(given.code ?? '');
        if (!person || given.clientId !== fake.dingtalk.clientId || given.clientSecret !== fake.dingtalk.clientSecret || given.grantType !== 'authorization_code') {
          return json(response, 400, { code: 'invalidAuthCode', message: '不合法的临时授权码' });
        }
        const token = randomBytes(8).toString('hex');
        dingTokens.set(token, person);
        return json(response, 200, { accessToken: token, refreshToken: 'r', expireIn: 7200, corpId: 'ding-corp' });
      }
      if (url.pathname === '/v1.0/contact/users/me') {
        const person = dingTokens.get(String(request.headers['x-acs-dingtalk-access-token'] ?? ''));
        if (!person) return json(response, 401, { code: 'InvalidAuthentication', message: '不合法的access_token' });
        return json(response, 200, { nick: person.nick, avatarUrl: '', openId: `open-${person.unionId}`, unionId: person.unionId, ...(person.email && { email: person.email }), ...(person.mobile && { mobile: person.mobile, stateCode: person.stateCode ?? '86' }) });
      }
      // WeCom: login.work.weixin.qq.com/wwlogin/sso/login, then qyapi.weixin.qq.com/cgi-bin.
      if (url.pathname === '/wwlogin/sso/login') {
        if (url.searchParams.get('appid') !== fake.wecom.corpId || url.searchParams.get('agentid') !== fake.wecom.agentId || !fake.wecom.signedIn) return json(response, 400, { errcode: 40013, errmsg: 'invalid corpid' });
        const code = randomBytes(8).toString('hex');
        wecomCodes.set(code, fake.wecom.signedIn);
        return back(response, url, 'code', code);
      }
      if (url.pathname === '/cgi-bin/gettoken') {
        if (url.searchParams.get('corpid') !== fake.wecom.corpId || url.searchParams.get('corpsecret') !== fake.wecom.secret) return json(response, 200, { errcode: 40001, errmsg: 'invalid credential' });
        return json(response, 200, { errcode: 0, errmsg: 'ok', access_token: wecomToken, expires_in: 7200 });
      }
      if (url.pathname.startsWith('/cgi-bin/') && url.searchParams.get('access_token') !== wecomToken) return json(response, 200, { errcode: 40014, errmsg: 'invalid access_token' });
      if (url.pathname === '/cgi-bin/auth/getuserinfo') {
        const member = wecomCodes.get(url.searchParams.get('code') ?? '');
        wecomCodes.delete(url.searchParams.get('code') ?? '');
        return json(response, 200, member ? { errcode: 0, errmsg: 'ok', userid: member.userid } : { errcode: 40029, errmsg: 'invalid code' });
      }
      if (url.pathname === '/cgi-bin/user/get') {
        const member = [...wecomCodes.values(), fake.wecom.signedIn].find((m) => m?.userid === url.searchParams.get('userid'));
        return json(response, 200, member ? { errcode: 0, errmsg: 'ok', ...member } : { errcode: 60111, errmsg: 'userid not found' });
      }
      const directory = fake.wecom.directory;
      const number = (name: string) => Number(url.searchParams.get(name));
      if (url.pathname.startsWith('/cgi-bin/')) fake.wecom.calls.push(url.pathname);
      if (url.pathname === '/cgi-bin/department/list') return json(response, 200, { errcode: 0, errmsg: 'ok', department: directory.departments.map((d) => ({ ...d, order: 1 })) });
      if (url.pathname === '/cgi-bin/user/list') {
        if (!directory.departments.some((d) => d.id === number('department_id'))) return json(response, 200, { errcode: 60123, errmsg: 'invalid party id' });
        const userlist = directory.members.filter((m) => m.department.includes(number('department_id'))).map((m) => ({ status: 1, ...m }));
        return json(response, 200, { errcode: 0, errmsg: 'ok', userlist });
      }
      if (url.pathname === '/cgi-bin/tag/list') return json(response, 200, { errcode: 0, errmsg: 'ok', taglist: directory.tags.map(({ tagid, tagname }) => ({ tagid, tagname })) });
      if (url.pathname === '/cgi-bin/tag/get') {
        const tag = directory.tags.find((t) => t.tagid === number('tagid'));
        if (!tag) return json(response, 200, { errcode: 40068, errmsg: 'invalid tagid' });
        if (tag.hidden) return json(response, 200, { errcode: 60011, errmsg: 'no privilege to access/modify contact/party/agent' });
        const userlist = tag.userids.map((userid) => ({ userid, name: directory.members.find((m) => m.userid === userid)?.name ?? userid }));
        return json(response, 200, { errcode: 0, errmsg: 'ok', tagname: tag.tagname, userlist, partylist: tag.partylist });
      }
      return json(response, 404, { message: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { ...fake, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
