import { z } from 'zod';
import { ValidationError } from '../../request/errors.ts';
import { directoryEmail } from '../directory.ts';
import { SourceError, type Connector, type SourceAccount, type SourceIdentities, type SyncEvent } from '../types.ts';
import { WecomClient, WecomError } from './client.ts';

export type WecomConfig = Record<string, never>;

type Department = { id: number; name?: string; name_en?: string; parentid?: number };
type Member = { userid: string; name?: string; mobile?: string; email?: string; biz_mail?: string; status?: number };
type Tag = { tagid: number; tagname?: string };

// Members WeCom lists as disabled (2) or gone (5) are in no group: they grant nothing.
const INACTIVE = new Set([2, 5]);
// WeCom's answer for contacts outside the app's visible range.
const NOT_VISIBLE = 60011;

/**
 * The WeCom organisation (企业微信通讯录): its departments and tags, kept as groups roles may
 * follow, with the people in each; no documents. Read afresh at every run, so someone moved out
 * of a department in WeCom loses what it granted at the next sync. People are matched to members
 * by their verified e-mail or mobile, or by signing in with WeCom (the same userid).
 *
 * Documented endpoints, with the company's CorpID and the secret of an app (or of the contacts
 * sync) that may read the contacts:
 * - `GET /cgi-bin/gettoken?corpid&corpsecret`;
 * - `GET /cgi-bin/department/list`: every department the app sees (`id`, `name`, `parentid`);
 * - `GET /cgi-bin/user/list?department_id`: the members directly in one department;
 * - `GET /cgi-bin/tag/list`, `GET /cgi-bin/tag/get?tagid`: each tag's members and departments.
 */
export const wecomConnector: Connector<WecomConfig> = {
  key: 'wecom',
  name: { 'zh-hans': '企业微信通讯录', en: 'WeCom directory' },
  description: {
    'zh-hans': '使用企业 ID（CorpID）与应用的 Secret 同步企业微信的部门与标签，作为角色可以跟随的分组；不同步文档。',
    en: 'Syncs WeCom’s departments and tags with the CorpID and an app’s Secret, as groups roles can follow; syncs no documents.',
  },
  platform: 'wecom',
  authTypes: ['token'],
  listing: 'full',
  parseConfig(input) {
    const parsed = z.object({}).strict().safeParse(input ?? {});
    if (!parsed.success) throw new ValidationError([{ field: 'settings', key: 'invalidInput' }]);
    return {};
  },
  async *sync(ctx) {
    const corpId = ctx.credentials?.appId;
    const secret = ctx.credentials?.appSecret;
    if (!corpId || !secret) throw new SourceError('reauthorizeNeeded', 'no CorpID and secret');
    const client = new WecomClient(ctx.settings.wecom.apiUrl, { corpId, secret }, ctx.signal);
    let identities: SourceIdentities;
    try {
      identities = await organisationOf(client);
    } catch (error) {
      // Departments not read are not guessed: the run stops, and the groups keep their last members.
      if (error instanceof WecomError) throw new SourceError('sourceUnreachable', `the organisation: ${error.message}`);
      throw error;
    }
    yield { type: 'identities', ...identities } satisfies SyncEvent;
  },
};

/** Every department (with the people in it and in the ones below it) and every tag, as groups. */
async function organisationOf(client: WecomClient): Promise<SourceIdentities> {
  const { department: departments = [] } = await client.get<{ department?: Department[] }>('/cgi-bin/department/list');
  const accounts = new Map<string, SourceAccount>();
  const direct = new Map<number, string[]>();
  for (const department of departments) {
    const { userlist = [] } = await client.get<{ userlist?: Member[] }>('/cgi-bin/user/list', { department_id: department.id });
    const active = userlist.filter((member) => member.userid && !INACTIVE.has(member.status ?? 1));
    for (const member of active) accounts.set(member.userid, accountOf(member));
    direct.set(department.id, active.map((member) => member.userid));
  }
  const below = subtrees(departments);
  const peopleIn = (id: number) => [...new Set((below.get(id) ?? [id]).flatMap((each) => direct.get(each) ?? []))];
  const groups: SourceIdentities['groups'] = departments.map((department) => ({
    principal: `wecom:department:${department.id}`,
    name: department.name || department.name_en || null,
    members: peopleIn(department.id),
  }));

  const { taglist = [] } = await client.get<{ taglist?: Tag[] }>('/cgi-bin/tag/list');
  for (const tag of taglist) {
    const held = await taggedOf(client, tag);
    // A tag outside the app's visible range is not guessed at: its group keeps its last members.
    if (!held) continue;
    // A tag's people are those tagged themselves, and everyone in a tagged department; only
    // people some department lists as active are members, so a disabled account grants nothing.
    const tagged = (held.userlist ?? []).map((member) => member.userid).filter((userid) => accounts.has(userid));
    const members = new Set([...tagged, ...(held.partylist ?? []).flatMap(peopleIn)]);
    groups.push({ principal: `wecom:tag:${tag.tagid}`, name: held.tagname || tag.tagname || null, members: [...members] });
  }
  return { provider: 'wecom', accounts: [...accounts.values()], groups };
}

type Tagged = { tagname?: string; userlist?: { userid: string; name?: string }[]; partylist?: number[] };

/** A tag's people and departments; null when the app may not read it (60011: outside its visible range). */
async function taggedOf(client: WecomClient, tag: Tag): Promise<Tagged | null> {
  try {
    return await client.get<Tagged>('/cgi-bin/tag/get', { tagid: tag.tagid });
  } catch (error) {
    if (error instanceof WecomError && error.code === NOT_VISIBLE) return null;
    throw error;
  }
}

/** Each department's ID with the IDs of every department below it, at any depth. */
function subtrees(departments: readonly Department[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const department of departments) {
    if (department.parentid === undefined || department.parentid === department.id) continue;
    children.set(department.parentid, [...(children.get(department.parentid) ?? []), department.id]);
  }
  const result = new Map<number, number[]>();
  for (const department of departments) {
    const seen = new Set<number>([department.id]);
    for (const queue = [department.id]; queue.length > 0; ) {
      for (const child of children.get(queue.shift()!) ?? []) {
        if (seen.has(child)) continue;
        seen.add(child);
        queue.push(child);
      }
    }
    result.set(department.id, [...seen]);
  }
  return result;
}

/** A member as the groups' accounts keep them: WeCom holds mainland numbers without their country code. */
function accountOf(member: Member): SourceAccount {
  const mobile = member.mobile?.trim();
  return {
    externalId: member.userid,
    login: member.userid,
    name: member.name || null,
    email: directoryEmail(member.biz_mail) ?? directoryEmail(member.email),
    phone: mobile ? (mobile.startsWith('+') ? mobile : `+86 ${mobile.replace(/\D/g, '')}`) : null,
  };
}
