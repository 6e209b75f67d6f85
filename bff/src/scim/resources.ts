import { translate } from '../i18n/messages.ts';
import { matchCaseless } from './caseless.ts';
import { declareResource, EnterpriseUser, resources, ScimError, setConfig } from './scimmy.ts';
import { ExpectedError } from '../request/errors.ts';
import { deleteGroup, groupResource, groupsByUser, listGroups, writeGroup } from './groups.ts';
import { deleteUser, listUsers, userResource, writeUser, type ScimRequest } from './users.ts';

export const SCIM_BASE = '/scim/v2';
/** The most resources one list answers (RFC 7644 §3.4.2.4: the provider pages with `startIndex` and `count`). */
export const MAX_RESULTS = 200;

let declared = false;

/**
 * Declares the service provider's configuration and its two resource types to SCIMMY (RFC 7643
 * and 7644: schemas, filters, PATCH, pagination), once per process: SCIMMY keeps them in one store,
 * and every request hands its own workspace to the handlers.
 */
export function declareScimResources() {
  if (declared) return;
  declared = true;
  setConfig({
    patch: true,
    filter: MAX_RESULTS,
    sort: true,
    bulk: false,
    changePassword: false,
    etag: false,
    authenticationSchemes: [
      { type: 'oauthbearertoken', name: 'OAuth Bearer Token', description: 'The workspace’s SCIM token, made on its access tokens page', specUri: 'https://www.rfc-editor.org/rfc/rfc6750' },
    ],
  });

  declareResource<ScimRequest>(resources.User.basepath(SCIM_BASE).extend(EnterpriseUser, false))
    .ingress((resource, instance, request) => handled(request, async () => userResource(await writeUser(request, resource.id, instance as never), [])))
    .egress((resource, request) =>
      handled(request, async () => {
        const [groups, users] = await Promise.all([groupsByUser(request), listUsers(request, resource.id)]);
        const rows = users.map((row) => userResource(row, groups.get(row.id) ?? []));
        if (resource.id !== undefined && rows.length === 0) throw new ScimError(404, null, `Resource ${resource.id} not found`);
        return matchCaseless(resource.filter, rows);
      }),
    )
    .degress((resource, request) => handled(request, () => deleteUser(request, resource.id!)));

  declareResource<ScimRequest>(resources.Group.basepath(SCIM_BASE))
    .ingress((resource, instance, request) =>
      handled(request, async () => {
        const row = await writeGroup(request, resource.id, instance as never);
        return groupResource((await listGroups(request, row.id))[0]!);
      }),
    )
    .egress((resource, request) =>
      handled(request, async () => {
        const groups = (await listGroups(request, resource.id)).map(groupResource);
        if (resource.id !== undefined && groups.length === 0) throw new ScimError(404, null, `Resource ${resource.id} not found`);
        return matchCaseless(resource.filter, groups);
      }),
    )
    .degress((resource, request) => handled(request, () => deleteGroup(request, resource.id!)));
}

/**
 * Runs a handler so that SCIMMY answers what went wrong as it is: an expected failure (the
 * member limit, the creator) with its status and message, and anything else as a 500 — SCIMMY
 * would otherwise call every other failure "not found".
 */
async function handled<T>(request: ScimRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ScimError) throw error;
    if (error instanceof ExpectedError) {
      // A limit reached (402 elsewhere) is a 403 here: SCIM has no 402.
      const status = error.status === 402 ? 403 : [400, 401, 403, 404, 409, 413].includes(error.status) ? error.status : 400;
      throw new ScimError(status as 400, null, translate(request.ctx.locale, error.key));
    }
    request.ctx.log.error({ err: error }, 'SCIM request failed');
    throw new ScimError(500, null, 'Internal error');
  }
}
