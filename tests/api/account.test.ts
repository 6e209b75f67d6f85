import { isUnionType, type GraphQLUnionType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../bff/src/graphql/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createUser } from '../support/fixtures.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';
import { startSmsGateway } from '../support/sms-gateway.ts';
import { countRows, TINY_PNG, uploadFile } from '../support/files.ts';

let app: TestApp;
let mailbox: Mailbox;
let sms: Awaited<ReturnType<typeof startSmsGateway>>;
let now = new Date('2026-11-22T08:00:00Z');
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

beforeAll(async () => {
  [mailbox, sms] = await Promise.all([startMailbox(), startSmsGateway()]);
  app = await startTestApp({ SMTP_URL: mailbox.url, ...sms.env, UPLOAD_MAX_MB: '1' }, { clock: () => now });
});
afterAll(async () => {
  await app.stop();
  await Promise.all([mailbox.close(), sms.close()]);
});

const upload = (cookie: string, bytes: Buffer, name: string, type?: string, purpose?: 'avatar' | 'logo' | 'file') => uploadFile(app, cookie, bytes, name, type, purpose);
const uploadCount = () => countRows(app, 'uploads');
const PNG = TINY_PNG;

describe('account settings', () => {
  it('completes the guide: profile, then activation', async () => {
    const user = await createUser(app.deps.database.db, 'Newcomer');
    const cookie = await app.signIn(user.id);

    const empty = await app.rest('PUT', '/user/base_info', { cookie, body: { display_name: '  ', username: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors).toEqual({ display_name: '姓名不能为空', username: '用户名不能为空' });

    const other = await createUser(app.deps.database.db, 'Other');
    const taken = await app.rest('PUT', '/user/base_info', { cookie, body: { username: other.username.toUpperCase() } });
    expect(taken).toMatchObject({ status: 409, body: { message: '该用户名已被使用' } });

    const saved = await app.rest('PUT', '/user/base_info', {
      cookie,
      body: { display_name: '李雷', username: 'li.lei', avatar: '/avatars/avatar-3.svg', theme: 'dark', preferred_language: 'en' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ display_name: '李雷', username: 'li.lei', avatar: '/avatars/avatar-3.svg', theme: 'dark' });

    // A NUL character is refused before it reaches the database, in the person's language (now theirs, English).
    const nul = await app.rest('PUT', '/user/base_info', { cookie, body: { display_name: '李\u0000雷' } });
    expect(nul).toMatchObject({ status: 400, body: { code: 400, message: 'The input holds a character that cannot be saved (a null character); remove it and try again' } });
    const inQuery = await fetch(`${app.url}/api/auth/login?callback_url=%2F%00`, { headers: { 'accept-language': 'en' } });
    expect(inQuery.status).toBe(400);
    expect(((await inQuery.json()) as { message: string }).message).toBe('The input holds a character that cannot be saved (a null character); remove it and try again');
    // The web app's pages are served whatever their address holds.
    expect((await fetch(`${app.url}/search?q=%00`)).status).toBe(200);

    const active = await app.rest('POST', '/user/info/active', { cookie });
    expect(active.body.data.is_active).toBe(true);
    // The stored language now speaks for the person.
    expect((await app.rest('PUT', '/user/base_info', { cookie, body: { display_name: '' } })).body.message).toBe(
      'The name must not be empty',
    );
  });

  it('refuses a workspace display name without a workspace, and sets it with one', async () => {
    const lonely = await app.signIn((await createUser(app.deps.database.db)).id);
    expect((await app.rest('PUT', '/user/base_info', { cookie: lonely, body: { ws_username: 'Me' } })).body.message).toBe(
      '您还没有加入任何工作空间',
    );
    const demo = await app.signIn(await app.demoCreatorId());
    const result = await app.rest('PUT', '/user/base_info', { cookie: demo, body: { ws_username: '演示' } });
    expect(result.body.data.current_workspace.ws_username).toBe('演示');
  });

  it('changes the e-mail address with a code sent to the new one', async () => {
    const user = await createUser(app.deps.database.db);
    const cookie = await app.signIn(user.id);
    const someoneElse = await createUser(app.deps.database.db);

    const taken = await app.rest('POST', '/user/email/verify', { cookie, body: { email: someoneElse.email } });
    expect(taken).toMatchObject({ status: 409, body: { message: '该邮箱已被其他账号使用' } });
    expect((await app.rest('POST', '/user/email/verify', { cookie, body: { email: 'bad' } })).status).toBe(400);

    expect((await app.rest('POST', '/user/email/verify', { cookie, body: { email: 'new.me@example.com' } })).status).toBe(200);
    const code = await mailbox.codeFor('new.me@example.com');
    const wrong = await app.rest('PUT', '/user/email', { cookie, body: { email: 'new.me@example.com', code: code === '999999' ? '111111' : '999999' } });
    expect(wrong).toMatchObject({ status: 400, body: { message: '验证码错误' } });
    const missing = await app.rest('PUT', '/user/email', { cookie, body: { email: 'new.me@example.com', code: '' } });
    expect(missing.body.data.errors).toEqual({ code: '请输入验证码' });

    const changed = await app.rest('PUT', '/user/email', { cookie, body: { email: 'new.me@example.com', code } });
    expect(changed.body.data.email).toBe('new.me@example.com');

    // Another account cannot spend a code it did not ask for.
    later(61);
    const intruder = await app.signIn((await createUser(app.deps.database.db)).id);
    await app.rest('POST', '/user/email/verify', { cookie, body: { email: 'third@example.com' } });
    const stolen = await app.rest('PUT', '/user/email', {
      cookie: intruder,
      body: { email: 'third@example.com', code: await mailbox.codeFor('third@example.com') },
    });
    expect(stolen.status).toBe(400);
  });

  it('answers each way a contact change fails through GraphQL as the kind of failure it is', async () => {
    const cookie = await app.signIn((await createUser(app.deps.database.db)).id);
    const someoneElse = await createUser(app.deps.database.db);
    const FAILURE = '__typename ... on Error { message } ... on ValidationError { problems { field } }';
    const send = async (input: Record<string, string>) =>
      (
        await app.graphql<{ sendContactCode: Record<string, unknown> }>(
          `mutation ($input: ContactInput!) { sendContactCode(input: $input) { ${FAILURE} ... on RateLimitedError { retryAfter } ... on ContactCodePayload { resendAfter } } }`,
          { cookie, variables: { input } },
        )
      ).data!.sendContactCode;
    const change = async (input: Record<string, string>) =>
      (await app.graphql<{ changeContact: Record<string, unknown> }>(`mutation ($input: ContactInput!) { changeContact(input: $input) { ${FAILURE} } }`, { cookie, variables: { input } })).data!.changeContact;

    expect(await send({ email: someoneElse.email! })).toEqual({ __typename: 'NameTakenError', message: '该邮箱已被其他账号使用' });
    expect(await send({ email: 'not an address' })).toMatchObject({ __typename: 'ValidationError', problems: [{ field: 'email' }] });
    expect(await send({ email: 'graphql.me@example.com' })).toEqual({ __typename: 'ContactCodePayload', resendAfter: 60 });
    expect(await send({ email: 'graphql.me@example.com' })).toMatchObject({ __typename: 'RateLimitedError', retryAfter: 60 });
    expect(await change({ email: 'graphql.me@example.com', code: '000000' === (await mailbox.codeFor('graphql.me@example.com')) ? '111111' : '000000' })).toEqual({
      __typename: 'ActionError',
      message: '验证码错误',
    });
    later(61);
  });

  it('lists in each mutation’s union only the failures it can answer', () => {
    const unions = Object.values(schema.getTypeMap()).filter((type): type is GraphQLUnionType => isUnionType(type) && type.name.startsWith('Mutation'));
    const listing = (failure: string) => unions.filter((union) => union.getTypes().some((type) => type.name === failure)).map((union) => union.name).sort();
    const results = (...names: string[]) => names.map((name) => `Mutation${name[0]!.toUpperCase()}${name.slice(1)}Result`).sort();
    // A name, an address or a number someone else has; a resend before the countdown ends.
    expect(listing('NameTakenError')).toEqual(results('updateAccount', 'sendContactCode', 'changeContact', 'createRole', 'updateRole', 'createWorkspace', 'updateWorkspace'));
    expect(listing('RateLimitedError')).toEqual(results('sendContactCode'));
    expect(unions.every((union) => union.getTypes().some((type) => type.name === 'ActionError'))).toBe(true);
  });

  it('changes the phone number with an SMS code', async () => {
    const cookie = await app.signIn((await createUser(app.deps.database.db)).id);
    const noCountry = await app.rest('POST', '/user/mobile_num/verify', { cookie, body: { phone: '13900139000' } });
    expect(noCountry.body.data.errors).toEqual({ country_code: '国家/地区代码不能为空' });
    await app.rest('POST', '/user/mobile_num/verify', { cookie, body: { country_code: '+86', phone: '13900139000' } });
    const changed = await app.rest('PUT', '/user/mobile_num', {
      cookie,
      body: { country_code: '+86', phone: '13900139000', code: sms.codeFor('13900139000') },
    });
    expect(changed.body.data).toMatchObject({ phone: '13900139000', country_code: '+86' });
  });

  it('stores allowed uploads by content and serves them inertly', async () => {
    const cookie = await app.signIn((await createUser(app.deps.database.db)).id);
    const png = await upload(cookie, PNG, 'me.png', 'image/png', 'avatar');
    expect(png.status).toBe(200);
    expect(png.body.data).toMatchObject({ name: 'me.png', media_type: 'image/png', size: PNG.length });

    const served = await fetch(`${app.url}${png.body.data.url}`, { headers: { cookie } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${app.url}${png.body.data.url}`)).status).toBe(404);

    const svg = await upload(cookie, Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml', 'avatar');
    const svgServed = await fetch(`${app.url}${svg.body.data.url}`, { headers: { cookie } });
    expect(svgServed.headers.get('content-type')).toBe('image/svg+xml');
    expect(svgServed.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);

    // A workspace's logo and any other file are not among the person's avatars.
    expect((await upload(cookie, PNG, 'logo.png', 'image/png', 'logo')).status).toBe(200);
    expect((await upload(cookie, PNG, 'other.png')).status).toBe(200);
    const avatars = await app.rest('GET', '/avatar/user', { cookie });
    expect(avatars.body.data.filter((a: { kind: string }) => a.kind === 'builtin')).toHaveLength(8);
    expect(avatars.body.data.filter((a: { kind: string }) => a.kind === 'uploaded').map((a: { url: string }) => a.url)).toEqual([
      svg.body.data.url,
      png.body.data.url,
    ]);
  });

  it('refuses disguised, unknown and oversize files, storing nothing', async () => {
    const cookie = await app.signIn((await createUser(app.deps.database.db)).id);
    const before = await uploadCount();
    const html = await upload(cookie, Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'cat.png');
    expect(html).toMatchObject({ status: 400, body: { message: '不支持的文件类型，仅支持 jpeg、png、gif、bmp、webp、svg 和 pdf' } });
    // What the upload is for says which types it takes, and the refusal names them.
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect(await upload(cookie, pdf, 'me.pdf', 'application/pdf', 'avatar')).toMatchObject({ status: 400, body: { message: '头像须为图片：jpeg、png、gif、bmp、webp 或 svg' } });
    expect(await upload(cookie, Buffer.from('GIF89a\x01\x00\x01\x00'), 'logo.gif', 'image/gif', 'logo')).toMatchObject({ status: 400, body: { message: '徽标须为 PNG 图片' } });
    expect((await upload(cookie, PNG, 'x.png', 'image/png', 'portrait' as 'avatar')).status).toBe(400);
    const exe = await upload(cookie, Buffer.from('MZ\x90\x00binary'), 'tool.pdf', 'application/pdf');
    expect(exe.status).toBe(400);
    const big = await upload(cookie, Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]), 'big.png');
    expect(big).toMatchObject({ status: 413, body: { code: 413, message: '文件过大' } });
    const nothing = await fetch(`${app.url}/api/upload`, { method: 'POST', headers: { cookie } });
    expect(nothing.status).toBe(400);
    expect(await uploadCount()).toBe(before);
  });
});
