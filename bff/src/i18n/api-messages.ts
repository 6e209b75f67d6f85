/**
 * Messages of the third-party API: access tokens, the OpenAI-compatible endpoint and the MCP
 * server (their tools' titles and descriptions). Part of `messages.ts`, kept apart for size.
 */
export const apiMessages = {
  tokenNameRequired: { 'zh-hans': '请输入令牌名称', en: 'Please enter a name for the token' },
  tokenNameTooLong: { 'zh-hans': '令牌名称最多 50 个字符', en: 'The token name can be at most 50 characters long' },
  tokenScopesRequired: { 'zh-hans': '请至少选择一项权限范围', en: 'Choose at least one scope' },
  tokenExpiryInvalid: { 'zh-hans': '有效期须为 1 到 365 天', en: 'The token must expire in 1 to 365 days' },
  accessTokenLimit: { 'zh-hans': '工作区的有效令牌已达上限（100 个），请先撤销不用的令牌', en: 'The workspace has 100 live tokens, the most it may hold; revoke unused ones first' },
  accessTokenNotFound: { 'zh-hans': '令牌不存在或已撤销', en: 'The token does not exist or has been revoked' },
  tokenInvalid: { 'zh-hans': '访问令牌无效、已过期或已撤销', en: 'The access token is not valid, has expired or has been revoked' },
  tokenScopeMissing: { 'zh-hans': '访问令牌没有此操作所需的权限范围', en: 'The access token lacks the scope this operation needs' },
  tokenNotAllowed: { 'zh-hans': '此操作只能在登录后进行，不能使用访问令牌', en: 'This operation is for people signed in, not for access tokens' },
  tokenRequired: {
    'zh-hans': '此接口须使用访问令牌：请在请求头中发送 Authorization: Bearer zwt_…',
    en: 'This endpoint takes an access token: send Authorization: Bearer zwt_…',
  },
  openaiModelRequired: { 'zh-hans': '请在 model 中给出模型：GET /v1/models 列出的 id', en: 'Give the model in `model`: an id that GET /v1/models lists' },
  openaiModelNotFound: {
    'zh-hans': '没有这个模型，或令牌的创建者无权使用它：model 须为 GET /v1/models 列出的 id',
    en: 'There is no such model, or the token’s maker may not use it: `model` must be an id that GET /v1/models lists',
  },
  openaiMessagesInvalid: {
    'zh-hans': 'messages 须为消息列表，且至少有一条 user 消息（其 content 为文本）',
    en: '`messages` must be a list of messages with at least one user message whose content is text',
  },
  openaiQuotaExhausted: {
    'zh-hans': '工作空间今日的对话次数已用完（每次调用计一次对话），请明天再试，或请管理员增加额度',
    en: 'The workspace has used up its chats for today (each call is one chat); try again tomorrow, or ask an admin for more',
  },
  openaiGeneralAssistant: { 'zh-hans': '知问助手（不使用智能体）', en: 'Zhiwen assistant (no agent)' },
  mcpPostOnly: { 'zh-hans': '此 MCP 服务为无状态模式，只接受 POST 请求', en: 'This MCP server is stateless and takes POST requests only' },
  mcpInstructions: {
    'zh-hans': '知问：以访问令牌创建者的身份，搜索和阅读工作区文档，并向智能体提问（回答附引用来源）。',
    en: 'Zhiwen: search and read the workspace’s documents, and ask its agents (answers cite their sources), as the access token’s maker.',
  },
  mcpSearchTitle: { 'zh-hans': '搜索文档', en: 'Search documents' },
  mcpSearchDescription: {
    'zh-hans': '搜索工作区中你可以查看的文档（中英文，"加引号的短语"精确匹配），返回最相关的结果：标题、链接、文档 ID、所属应用和命中段落（匹配词以 **粗体** 标出）',
    en: 'Search the workspace’s documents you may see (Chinese and English, "quoted phrases" match exactly); answers the best results: title, link, document ID, app and the passage found, matches in **bold**',
  },
  mcpSearchQuery: { 'zh-hans': '要搜索的内容', en: 'What to search for' },
  mcpSearchLimit: { 'zh-hans': '返回的结果数（1–20，默认 8）', en: 'How many results (1–20, 8 by default)' },
  mcpSearchOffset: { 'zh-hans': '跳过前面多少个结果（翻页用）', en: 'How many results to skip (to page on)' },
  mcpReadTitle: { 'zh-hans': '阅读文档', en: 'Read a document' },
  mcpReadDescription: {
    'zh-hans': '读取一篇你可以查看的文档的正文（一次最多 20000 个字符；更长的文档用 offset 继续读）',
    en: 'Read the text of a document you may see (at most 20,000 characters at a time; read on in a longer one with offset)',
  },
  mcpReadId: { 'zh-hans': '文档 ID（搜索结果中的 id）', en: 'The document’s ID (a search result’s id)' },
  mcpReadOffset: { 'zh-hans': '从第几个字符开始读（默认 0）', en: 'The character to start reading at (0 by default)' },
  mcpAskTitle: { 'zh-hans': '向智能体提问', en: 'Ask an agent' },
  mcpAskDescription: {
    'zh-hans': '向工作区的智能体提问：它根据你可以查看的文档回答，并附上引用来源。每次提问消耗工作区一次对话额度',
    en: 'Ask the workspace’s agent a question: it answers from the documents you may see and cites its sources. Each question uses one chat of the workspace’s quota',
  },
  mcpAskQuestion: { 'zh-hans': '问题', en: 'The question' },
  mcpAskAgent: {
    'zh-hans': '智能体的 ID 或密钥（agk_…）；不填则使用默认助手',
    en: 'The agent’s ID or key (agk_…); the default assistant when left out',
  },
  mcpAskConversation: {
    'zh-hans': '继续此前回答所在的对话（回答中的 conversationId）',
    en: 'Continue the conversation of an earlier answer (its conversationId)',
  },
  mcpDocumentNotFound: { 'zh-hans': '文档不存在', en: 'Document not found' },
  mcpDocumentCut: {
    'zh-hans': '（文档共 {total} 个字符，以上为第 {from}–{to} 个；用 offset {to} 继续读）',
    en: '(The document has {total} characters; shown are characters {from}–{to}. Read on with offset {to}.)',
  },
  mcpDocumentEnd: {
    'zh-hans': '（文档共 {total} 个字符，以上为第 {from}–{to} 个，已到结尾）',
    en: '(The document has {total} characters; shown are characters {from}–{to}, to its end.)',
  },
  mcpNothingFound: { 'zh-hans': '没有找到相关文档。', en: 'No document found.' },
  mcpSearchedInstead: { 'zh-hans': '已改为搜索：{query}', en: 'Searched for: {query}' },
  mcpSources: { 'zh-hans': '来源', en: 'Sources' },
};
