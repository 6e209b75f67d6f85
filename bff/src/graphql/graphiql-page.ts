import { createHash } from 'node:crypto';
import type { renderGraphiQL } from '@graphql-yoga/render-graphiql';

// What a newcomer sees first: how to send a token, a search, and asking an agent then following
// its answer as it streams. Shown until GraphiQL has tabs of the person's own (kept in the browser).
const HEADERS = `{
  // 已登录时，不带令牌的请求以你的身份调用。用访问令牌调用（设置 → 访问令牌）：去掉下一行的注释并填入令牌。
  // Signed in, requests without a token act as you. To call with an access token (Settings → Access tokens),
  // uncomment the next line and put the token in it.
  // "Authorization": "Bearer zwt_…"
}
`;

const SEARCH = `# 知问 GraphQL API：搜索（令牌需要 documents:read 权限范围）
# Zhiwen's GraphQL API: search (a token needs the documents:read scope).
#
# 第三方程序用访问令牌调用：在下方 Headers 中发送 "Authorization": "Bearer zwt_…"。
# Third parties call with an access token: send "Authorization": "Bearer zwt_…" in Headers below.
#   curl -X POST $PUBLIC_URL/graphql -H 'Authorization: Bearer zwt_…' \\
#     -H 'Content-Type: application/json' -d '{"query": "{ viewer { user { displayName } } }"}'
query Search($query: String!) {
  search(query: $query, first: 5) {
    totalCount
    edges {
      node {
        title { text highlighted }
        passage { text highlighted }
        appTitle
        link
        document { id }
      }
    }
  }
}
`;

const ASK = `# 向智能体提问（令牌需要 chat 权限范围；每次提问消耗工作空间一次对话）：
# 1. 运行 SendMessage；2. 把返回的 answer.id 填入变量 messageId；3. 运行 AnswerStream，回答分段推送
#    （在 offset 处追加 delta），结束时 status 为 DONE 并附引用来源。
# Ask an agent (a token needs the chat scope; each question uses one of the workspace's chats):
# 1. run SendMessage; 2. put the answer.id it returns in the messageId variable; 3. run AnswerStream:
#    the answer streams in pieces (append delta at offset), and ends with status DONE and its citations.
# availableAgents lists the agents (agents:read); without agentId the general assistant answers.
mutation SendMessage($text: String!, $agentId: ID) {
  sendMessage(input: { text: $text, agentId: $agentId }) {
    __typename
    ... on SendMessagePayload {
      conversation { id }
      answer { id status }
    }
    ... on Error { message }
  }
}

subscription AnswerStream($messageId: ID!) {
  answerStream(messageId: $messageId) {
    offset
    delta
    status
    errorMessage
    citations { index title url passage }
  }
}
`;

/** GraphiQL's first tabs and headers (see above). */
const SEARCH_VARIABLES = JSON.stringify({ query: '年假' }, null, 2);
export const GRAPHIQL_EXAMPLES = {
  defaultHeaders: HEADERS,
  defaultTabs: [
    { query: SEARCH, variables: SEARCH_VARIABLES, headers: HEADERS },
    { query: ASK, variables: JSON.stringify({ text: '年假有几天？', messageId: '' }, null, 2), headers: HEADERS },
  ],
  // GraphiQL fills the first tab's editors from these, not from its tab (Yoga passes them on).
  variables: SEARCH_VARIABLES,
};

/**
 * GraphiQL's page, rendered once, and a Content-Security-Policy made for it. The page carries all
 * its assets inline (many intranets have no internet access): its one script is allowed by its
 * hash, so no other script can run. Styles need 'unsafe-inline': the editor (Monaco) and
 * GraphiQL's components write style elements and attributes as they run, which no hash or nonce
 * covers. Monaco's workers start from blob: URLs the script makes; fonts and icons are data: URLs.
 */
export async function graphiqlPage(options: Parameters<typeof renderGraphiQL>[0]) {
  // Loaded when the page is first asked for: a start does not need it.
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  // Browsers read CR LF as LF before hashing a script's text: serve the text that was hashed.
  const html = renderGraphiQL(options).replace(/\r\n?/g, '\n');
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`,
  );
  const csp = [
    "default-src 'none'",
    `script-src ${hashes.join(' ')}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    'font-src data:',
    'worker-src blob:',
    "connect-src 'self' ws: wss:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
