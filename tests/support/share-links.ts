import type { TestApp } from './app.ts';

// An agent's public chat link (`/chat/share/<key>`), as an admin turns it on or off.

const SHARE = `mutation ($id: ID!, $enabled: Boolean!) { updateAgentShareLink(agentId: $id, enabled: $enabled) {
  __typename ... on AgentShareLinkPayload { agent { shareLink { enabled path url } } } ... on Error { message }
} }`;

type ShareLinkPayload = {
  updateAgentShareLink: { __typename: string; agent?: { shareLink: { enabled: boolean; path: string | null; url: string | null } | null }; message?: string };
};

/** Turns an agent's link on or off as the person whose cookie it is: the payload, or what refused it. */
export const setShareLink = (app: TestApp, cookie: string, agentId: string, enabled: boolean) =>
  app.graphql<ShareLinkPayload>(SHARE, { cookie, variables: { id: agentId, enabled } });

/** The key a link's path ends with (what a visitor's requests name the agent by). */
export const keyOf = (path: string | null | undefined) => path!.split('/').at(-1)!;

/** Turns an agent's link on and answers its path. */
export async function sharedPath(app: TestApp, cookie: string, agentId: string) {
  return (await setShareLink(app, cookie, agentId, true)).data!.updateAgentShareLink.agent!.shareLink!.path!;
}

/** Turns an agent's link on and answers its key. */
export const sharedKey = async (app: TestApp, cookie: string, agentId: string) => keyOf(await sharedPath(app, cookie, agentId));
