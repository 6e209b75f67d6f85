import { SourceError, type SourceAccount, type SourceIdentities, type SourceReaders } from '../types.ts';
import { FeishuError, withQuery, type FeishuClient } from './client.ts';
import { contactEmail, contactName, departmentsBelow, departmentUserPages, type ContactUser } from './contacts.ts';

export const userPrincipal = (openId: string) => `feishu:user:${openId}`;
export const departmentPrincipal = (id: string) => `feishu:department:${id}`;
export const chatPrincipal = (id: string) => `feishu:chat:${id}`;
export const userGroupPrincipal = (id: string) => `feishu:group:${id}`;

/** A wiki space's member or a document's collaborator, as Feishu lists them. */
type Member = { member_type: string; member_id: string; name?: string };
type ChatMember = { member_id: string; name?: string };
type GroupMember = { member_id: string };
type PublicPermission = { permission_public?: { link_share_entity?: string } };

/**
 * The link-sharing states that open a document to everyone in the organisation (its own tenant,
 * with a partner tenant, or anyone on the internet): every member of the workspace then reads it,
 * as the workspace stands for that organisation. `closed` leaves it to its members alone; so does a
 * state this list does not know, which may widen nothing. Whether the document may be shared
 * outside the organisation (`external_access_entity`) changes nothing of who reads it inside.
 */
const OPEN_LINKS = new Set(['tenant_readable', 'tenant_editable', 'partner_tenant_readable', 'partner_tenant_editable', 'anyone_readable', 'anyone_editable']);

/** The contact API's `user_id_type` of each way Feishu names a person in a list of members. */
const PERSON_IDS: Record<string, string> = { openid: 'open_id', userid: 'user_id', unionid: 'union_id' };

const accountOf = (user: ContactUser): SourceAccount => ({ externalId: user.open_id, login: null, name: contactName(user), email: contactEmail(user) });
const path = (template: string, id: string) => template.replace('{}', encodeURIComponent(id));

/**
 * Who reads a wiki's documents on Feishu, as one run reads it. A public space's documents are
 * everyone's (the whole organisation reads them), and so is a document its link opens to the
 * organisation or to anyone. Any other document is read by its space's members and by its own
 * collaborators. People are known by their open_id, their account (name, address) read once a run;
 * departments (with the departments below them), group chats and user groups are groups of their
 * own, each read once a run, so that someone who leaves one loses what it gave at the next run.
 * What cannot be read stops the run: readers are never guessed.
 */
export class FeishuReaders {
  /** Accounts by open_id. */
  private readonly accounts = new Map<string, SourceAccount>();
  /** A person's open_id by the ID a list named them with (`user_id:…`, `union_id:…`). */
  private readonly openIds = new Map<string, string>();
  /** Groups' members' open_ids by principal. */
  private readonly groups = new Map<string, string[]>();
  /** Groups' names by principal, once looked up (null: the source told none). */
  private readonly names = new Map<string, string | null>();
  /** Spaces' members' principals by space ID. */
  private readonly spaces = new Map<string, string[]>();
  /** What was met since the last report. */
  private fresh = { accounts: new Set<string>(), groups: new Set<string>() };

  constructor(private readonly client: FeishuClient) {}

  /** A docx document's readers (`token`: its obj_token) in a space (`visibility` from `GET /open-apis/wiki/v2/spaces`). */
  async ofDocument(space: { space_id: string; name: string; visibility?: string }, token: string): Promise<SourceReaders> {
    if (space.visibility === 'public') return { everyone: true };
    try {
      // GET /open-apis/drive/v2/permissions/{token}/public?type=docx: the document's sharing settings.
      const sharing = await this.client.get<PublicPermission>(withQuery(path('/open-apis/drive/v2/permissions/{}/public', token), { type: 'docx' }));
      const link = sharing.permission_public?.link_share_entity;
      if (typeof link !== 'string') throw new SourceError('sourcePermissionsUnreadable', `Feishu ${token}: no link_share_entity`);
      if (OPEN_LINKS.has(link)) return { everyone: true };
      const principals = [...(await this.spaceMembers(space.space_id))];
      // GET /open-apis/drive/v1/permissions/{token}/members?type=docx: its collaborators, in one answer.
      const { items } = await this.client.get<{ items?: Member[] }>(withQuery(path('/open-apis/drive/v1/permissions/{}/members', token), { type: 'docx', fields: 'name' }));
      for (const member of items ?? []) principals.push(...(await this.principalsOf(member)));
      return { principals };
    } catch (error) {
      if (error instanceof FeishuError) throw new SourceError('sourcePermissionsUnreadable', `${space.name}, document ${token}: ${error.message}`);
      throw error;
    }
  }

  /**
   * Every department of the organisation, each a group of its people and those of the departments
   * below it, named (`GET /open-apis/contact/v3/departments/0/children?fetch_child=true`).
   */
  async organisation(): Promise<void> {
    const list = path('/open-apis/contact/v3/departments/{}/children', '0');
    for await (const page of this.client.pages<{ open_department_id: string; name?: string }>(list, { department_id_type: 'open_department_id', fetch_child: 'true' })) {
      for (const department of page) await this.named(await this.department(department.open_department_id), department.name, async () => undefined);
    }
  }

  /** The accounts and groups met since the last report (each group's members once a run), or null. */
  report(): SourceIdentities | null {
    const { accounts, groups } = this.fresh;
    if (accounts.size === 0 && groups.size === 0) return null;
    this.fresh = { accounts: new Set(), groups: new Set() };
    return {
      provider: 'feishu',
      accounts: [...accounts].map((id) => this.accounts.get(id)!),
      groups: [...groups].map((principal) => ({ principal, name: this.names.get(principal) ?? null, members: this.groups.get(principal)! })),
    };
  }

  /** A space's members: people, departments and group chats (`GET /open-apis/wiki/v2/spaces/{space_id}/members`). */
  private async spaceMembers(spaceId: string): Promise<string[]> {
    const known = this.spaces.get(spaceId);
    if (known) return known;
    const principals: string[] = [];
    for await (const page of this.client.pages<Member>(path('/open-apis/wiki/v2/spaces/{}/members', spaceId), {}, 'members')) {
      for (const member of page) principals.push(...(await this.principalsOf(member)));
    }
    this.spaces.set(spaceId, principals);
    return principals;
  }

  private async principalsOf(member: Member): Promise<string[]> {
    const { member_type: type, member_id: id } = member;
    const idType = PERSON_IDS[type];
    if (idType) return [userPrincipal(await this.person(idType, id, member.name))];
    // GET /open-apis/contact/v3/departments/{id}, /im/v1/chats/{id} and /contact/v3/group/{id}: each group's own record, for its name.
    if (type === 'opendepartmentid') {
      const read = async () => (await this.client.get<{ department?: { name?: string } }>(withQuery(path('/open-apis/contact/v3/departments/{}', id), { department_id_type: 'open_department_id' }))).department?.name;
      return [await this.named(await this.department(id), member.name, read)];
    }
    if (type === 'openchat') return [await this.named(await this.chat(id), member.name, async () => (await this.client.get<{ name?: string }>(path('/open-apis/im/v1/chats/{}', id)))?.name)];
    if (type === 'groupid') return [await this.named(await this.userGroup(id), member.name, async () => (await this.client.get<{ group?: { name?: string } }>(path('/open-apis/contact/v3/group/{}', id))).group?.name)];
    // A document shared with a whole space's members.
    if (type === 'wikispaceid') return this.spaceMembers(id);
    throw new SourceError('sourcePermissionsUnreadable', `Feishu: a member of type ${type}`);
  }

  /** A person's open_id, their account read once a run (`GET /open-apis/contact/v3/users/{user_id}?user_id_type=…`). */
  private async person(idType: string, id: string, name?: string): Promise<string> {
    if (idType === 'open_id' && this.accounts.has(id)) return id;
    const known = this.openIds.get(`${idType}:${id}`);
    if (known) return known;
    let user: ContactUser | null = null;
    try {
      user = (await this.client.get<{ user: ContactUser }>(withQuery(path('/open-apis/contact/v3/users/{}', id), { user_id_type: idType }))).user;
    } catch (error) {
      // Someone the app's contacts do not show (another organisation's, or outside the contacts it
      // may read) still reads by their open_id; only their address is unknown, so an admin links them.
      if (!(error instanceof FeishuError) || idType !== 'open_id') throw error;
    }
    const openId = user?.open_id ?? id;
    this.openIds.set(`${idType}:${id}`, openId);
    this.meet(user ? accountOf(user) : { externalId: openId, login: null, name: name ?? null, email: null });
    return openId;
  }

  /** A department's people, with those of the departments below it (contact v3), as a group. */
  private async department(id: string): Promise<string> {
    const principal = departmentPrincipal(id);
    if (this.groups.has(principal)) return principal;
    const members = new Set<string>();
    for (const department of [id, ...(await departmentsBelow(this.client, id))]) {
      for await (const page of departmentUserPages(this.client, department)) {
        for (const user of page.filter((u) => !u.status?.is_resigned)) {
          this.meet(accountOf(user));
          members.add(user.open_id);
        }
      }
    }
    this.group(principal, [...members]);
    return principal;
  }

  /** A group chat's members (`GET /open-apis/im/v1/chats/{chat_id}/members?member_id_type=open_id`), as a group. */
  private async chat(id: string): Promise<string> {
    const principal = chatPrincipal(id);
    if (this.groups.has(principal)) return principal;
    const members: string[] = [];
    for await (const page of this.client.pages<ChatMember>(path('/open-apis/im/v1/chats/{}/members', id), { member_id_type: 'open_id' })) {
      for (const member of page) members.push(await this.person('open_id', member.member_id, member.name));
    }
    this.group(principal, members);
    return principal;
  }

  /**
   * A user group's members, its people and its departments' people, as a group
   * (`GET /open-apis/contact/v3/group/{group_id}/member/simplelist`, by member_type).
   */
  private async userGroup(id: string): Promise<string> {
    const principal = userGroupPrincipal(id);
    if (this.groups.has(principal)) return principal;
    const members: string[] = [];
    const list = path('/open-apis/contact/v3/group/{}/member/simplelist', id);
    for await (const page of this.client.pages<GroupMember>(list, { member_type: 'user', member_id_type: 'open_id' }, 'memberlist')) {
      for (const member of page) members.push(await this.person('open_id', member.member_id));
    }
    for await (const page of this.client.pages<GroupMember>(list, { member_type: 'department', member_id_type: 'open_department_id' }, 'memberlist')) {
      for (const member of page) members.push(...this.groups.get(await this.department(member.member_id))!);
    }
    this.group(principal, [...new Set(members)]);
    return principal;
  }

  private meet(account: SourceAccount) {
    const known = this.accounts.get(account.externalId);
    // A person first met without their address (a chat's member) keeps the one a department told.
    if (known && (known.email || !account.email)) return;
    this.accounts.set(account.externalId, account);
    this.fresh.accounts.add(account.externalId);
  }

  /**
   * Names a group that reads documents, for the admins' panel: as the list of members told it (a
   * document's collaborators carry their `name`), or else from its own record, read once a run. A
   * name is only shown, never judged: one that cannot be read leaves the group unnamed.
   */
  private async named(principal: string, told: string | undefined, read: () => Promise<string | undefined>): Promise<string> {
    if (!told && this.names.has(principal)) return principal;
    let name = told ?? null;
    if (!name) {
      try {
        name = (await read()) || null;
      } catch (error) {
        if (!(error instanceof FeishuError)) throw error;
      }
    }
    if (this.names.get(principal) !== name) this.fresh.groups.add(principal);
    this.names.set(principal, name);
    return principal;
  }

  private group(principal: string, members: string[]) {
    this.groups.set(principal, members);
    this.fresh.groups.add(principal);
  }
}
