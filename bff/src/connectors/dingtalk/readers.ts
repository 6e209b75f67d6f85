import { SourceError, type SourceAccount, type SourceIdentities, type SourceReaders } from '../types.ts';
import { DingtalkError, withQuery, type DingtalkClient } from './client.ts';

export const userPrincipal = (unionId: string) => `dingtalk:user:${unionId}`;
export const departmentPrincipal = (id: string) => `dingtalk:dept:${id}`;

/** A permission of a document or folder, as `ListPermissions` answers it. */
type Permission = { member?: { type?: string; id?: string }; role?: { id?: string } };
/** A person as `POST /topapi/v2/user/get` tells them. */
type Staff = { userid: string; unionid?: string; name?: string; email?: string; org_email?: string; mobile?: string; state_code?: string };

/** Member types that open a document to the whole organisation, as the workspace stands for it. */
const EVERYONE_TYPES = new Set(['ORG', 'ALL_USERS']);
/**
 * Groups DingTalk shares with whose members its API does not list to an app (a custom tag, a
 * group conversation, a general group): kept as readers, so that the panel shows them, read by
 * no member until DingTalk tells who is in them.
 */
const OPAQUE_TYPES: Record<string, string> = { TAG: 'tag', CONVERSATION: 'conversation', GG: 'group' };
/** DingTalk's root department: the whole organisation. */
const ROOT_DEPARTMENT = '1';
/** How deep below a department its sub-departments are read. */
const MAX_DEPARTMENT_DEPTH = 6;

const emailOf = (staff: Staff) => (staff.org_email || staff.email || '').trim().toLowerCase() || null;
const phoneOf = (staff: Staff) => (staff.mobile ? `+${(staff.state_code || '86').replace(/\D/g, '')} ${staff.mobile.replace(/\D/g, '')}` : null);

/**
 * Who reads a knowledge base's documents on DingTalk, as one run reads it: a document's readers
 * are its knowledge base's members and its own (`ListPermissions` of the knowledge base's root
 * and of the document: `POST /v2.0/storage/spaces/dentries/{dentryUuid}/permissions/query`), every
 * role reading. The organisation or all users is everyone. People are known by their unionId,
 * their account (name, address, mobile) read once a run from the directory; departments (with the
 * ones below them) are groups of their own, read once a run, so that someone who leaves one loses
 * what it gave at the next run. What cannot be read stops the run: readers are never guessed.
 */
export class DingtalkReaders {
  private readonly accounts = new Map<string, SourceAccount>();
  /** Departments' members' unionIds and names, by principal. */
  private readonly groups = new Map<string, { name: string | null; members: string[] }>();
  /** Dentries' readers, by dentryUuid: a knowledge base's root is read once a run. */
  private readonly dentries = new Map<string, SourceReaders>();
  private fresh = { accounts: new Set<string>(), groups: new Set<string>() };

  constructor(
    private readonly client: DingtalkClient,
    /** The unionId the run reads as (DingTalk's APIs take an operator). */
    private readonly operator: string,
    /** Whether people and departments are read from the directory; without, readers are only told apart from everyone. */
    private readonly options: { expand: boolean },
  ) {}

  /** A document's readers: its knowledge base's (`rootNodeId`) and its own. */
  async ofDocument(rootNodeId: string, nodeId: string): Promise<SourceReaders> {
    const base = await this.ofDentry(rootNodeId);
    if ('everyone' in base) return base;
    const own = await this.ofDentry(nodeId);
    if ('everyone' in own) return own;
    return { principals: [...new Set([...base.principals, ...own.principals])] };
  }

  /** Every department of the organisation (below the root, `1`, which is the whole of it), each a group of its people and those below it. */
  async organisation(): Promise<void> {
    for (const id of await this.departmentsFrom(ROOT_DEPARTMENT)) if (id !== ROOT_DEPARTMENT) await this.department(id);
  }

  /** The accounts and groups met since the last report, or null. */
  report(): SourceIdentities | null {
    const { accounts, groups } = this.fresh;
    if (accounts.size === 0 && groups.size === 0) return null;
    this.fresh = { accounts: new Set(), groups: new Set() };
    return {
      provider: 'dingtalk',
      accounts: [...accounts].map((id) => this.accounts.get(id)!),
      groups: [...groups].map((principal) => ({ principal, ...this.groups.get(principal)! })),
    };
  }

  private async ofDentry(dentryUuid: string): Promise<SourceReaders> {
    const known = this.dentries.get(dentryUuid);
    if (known) return known;
    const principals: string[] = [];
    let everyone = false;
    try {
      for (let nextToken: string | undefined; ; ) {
        const page = await this.client.open<{ permissions?: Permission[]; nextToken?: string }>(
          'POST',
          withQuery(`/v2.0/storage/spaces/dentries/${encodeURIComponent(dentryUuid)}/permissions/query`, { unionId: this.operator }),
          { option: { maxResults: 100, ...(nextToken && { nextToken }) } },
        );
        for (const { member } of page.permissions ?? []) {
          const type = member?.type ?? '';
          if (EVERYONE_TYPES.has(type)) everyone = true;
          else if (member?.id) principals.push(await this.principalOf(type, member.id));
        }
        if (!page.nextToken) break;
        nextToken = page.nextToken;
      }
    } catch (error) {
      if (error instanceof DingtalkError) throw new SourceError('sourcePermissionsUnreadable', `DingTalk ${dentryUuid}: ${error.message}`);
      throw error;
    }
    const readers: SourceReaders = everyone ? { everyone: true } : { principals };
    this.dentries.set(dentryUuid, readers);
    return readers;
  }

  private async principalOf(type: string, id: string): Promise<string> {
    if (type === 'USER') return userPrincipal(this.options.expand ? await this.personByUnionId(id) : id);
    if (type === 'DEPT') return this.options.expand ? this.department(id) : departmentPrincipal(id);
    const opaque = OPAQUE_TYPES[type];
    if (opaque) return `dingtalk:${opaque}:${id}`;
    throw new SourceError('sourcePermissionsUnreadable', `DingTalk: a member of type ${type}`);
  }

  /**
   * A person named by unionId, their account read once a run (`POST /topapi/user/getbyunionid`,
   * then `POST /topapi/v2/user/get`). Someone the directory does not show (another organisation's,
   * or gone) still reads by their unionId; only their address is unknown, so an admin links them.
   */
  private async personByUnionId(unionId: string): Promise<string> {
    if (this.accounts.has(unionId)) return unionId;
    try {
      const { userid } = await this.client.oapi<{ userid: string }>('/topapi/user/getbyunionid', { unionid: unionId });
      this.meet(await this.staff(userid), unionId);
    } catch (error) {
      if (!(error instanceof DingtalkError)) throw error;
      this.meet(null, unionId);
    }
    return unionId;
  }

  private async staff(userid: string): Promise<Staff> {
    return this.client.oapi<Staff>('/topapi/v2/user/get', { userid, language: 'zh_CN' });
  }

  /**
   * A department's people, with those of the departments below it, as a group: the department's
   * name (`POST /topapi/v2/department/get`), the ones below it (`POST /topapi/v2/department/listsubid`)
   * and each one's people (`POST /topapi/user/listid`), each person read once a run.
   */
  private async department(id: string): Promise<string> {
    const principal = departmentPrincipal(id);
    if (this.groups.has(principal)) return principal;
    const { name } = await this.client.oapi<{ name?: string }>('/topapi/v2/department/get', { dept_id: Number(id), language: 'zh_CN' });
    const members = new Set<string>();
    for (const department of await this.departmentsFrom(id)) {
      const { userid_list: userIds = [] } = await this.client.oapi<{ userid_list?: string[] }>('/topapi/user/listid', { dept_id: Number(department) });
      for (const userid of userIds) {
        const staff = await this.staff(userid);
        if (!staff.unionid) continue;
        this.meet(staff, staff.unionid);
        members.add(staff.unionid);
      }
    }
    this.groups.set(principal, { name: name ?? null, members: [...members] });
    this.fresh.groups.add(principal);
    return principal;
  }

  /** A department and the ones below it, breadth first, as deep as `MAX_DEPARTMENT_DEPTH`. */
  private async departmentsFrom(id: string): Promise<string[]> {
    const found = [id];
    let level = [id];
    for (let depth = 0; depth < MAX_DEPARTMENT_DEPTH && level.length > 0; depth++) {
      const next: string[] = [];
      for (const parent of level) {
        const { dept_id_list: below = [] } = await this.client.oapi<{ dept_id_list?: number[] }>('/topapi/v2/department/listsubid', { dept_id: Number(parent) });
        for (const child of below.map(String)) if (!found.includes(child)) next.push(child);
      }
      found.push(...next);
      level = next;
    }
    return found;
  }

  private meet(staff: Staff | null, unionId: string) {
    if (this.accounts.has(unionId)) return;
    this.accounts.set(unionId, { externalId: unionId, login: staff?.userid ?? null, name: staff?.name ?? null, email: staff ? emailOf(staff) : null, phone: staff ? phoneOf(staff) : null });
    this.fresh.accounts.add(unionId);
  }
}
