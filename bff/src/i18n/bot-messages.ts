/**
 * Messages of the chat bots (WeChat Official Account, DingTalk): the settings' validation, and
 * what the bots say to people. Part of `messages.ts`, kept apart for size.
 */
export const botMessages = {
  botNameRequired: { 'zh-hans': '请输入机器人名称', en: 'Please enter a name for the bot' },
  wechatTokenInvalid: { 'zh-hans': 'Token 须为 3 到 32 位英文字母或数字', en: 'The token must be 3 to 32 letters or digits' },
  encodingAesKeyInvalid: { 'zh-hans': 'EncodingAESKey 须为 43 位英文字母或数字', en: 'The EncodingAESKey must be 43 letters or digits' },
  wechatAppIdInvalid: { 'zh-hans': '请输入正确的 AppID（如 wx 开头的 18 位）', en: 'Please enter a valid AppID (e.g. 18 characters starting with wx)' },
  wechatOriginIdInvalid: { 'zh-hans': '请输入正确的原始 ID（如 gh_ 开头）', en: 'Please enter a valid origin id (e.g. starting with gh_)' },
  appSecretInvalid: { 'zh-hans': 'AppSecret 须为 1 到 128 个字符，不含空格', en: 'The app secret must be 1 to 128 characters without spaces' },
  dingAppKeyInvalid: { 'zh-hans': '请输入正确的 AppKey（1 到 64 位，不含空格）', en: 'Please enter a valid AppKey (1 to 64 characters, no spaces)' },
  botReplyTooLong: { 'zh-hans': '回复内容最多 600 个字符', en: 'The reply can be at most 600 characters long' },
  botAgentInvalid: { 'zh-hans': '请选择工作区的智能体', en: 'Please choose one of the workspace’s agents' },
  botTestTextInvalid: { 'zh-hans': '测试消息须为 1 到 600 个字符', en: 'The test message must be 1 to 600 characters long' },
  dingStaffIdInvalid: { 'zh-hans': '钉钉 userid 须为 1 到 64 个字符，不含空格', en: 'The DingTalk user id must be 1 to 64 characters without spaces' },
  botNotFound: { 'zh-hans': '机器人不存在', en: 'The bot does not exist' },
  dingBotNotFound: { 'zh-hans': '钉钉机器人不存在', en: 'Ding bot not found' },
  wechatAccountNotBound: { 'zh-hans': '微信账号未绑定', en: 'WeChat account not bound' },
  botCallbackRefused: { 'zh-hans': '签名校验失败', en: 'The signature does not match' },
  botInactive: { 'zh-hans': '机器人已停用', en: 'The bot is not active' },
  // What the bots say (each in the workspace's default language, zh-hans, unless the bot knows better).
  botBindPrompt: {
    'zh-hans': '微信账号未绑定。请打开下面的链接，登录知问后完成绑定（链接 24 小时内有效，只能使用一次）：',
    en: 'WeChat account not bound. Open this link and sign in to Zhiwen to bind it (valid for 24 hours, once):',
  },
  botBindConfirm: {
    'zh-hans': '要把这个微信账号绑定到您的知问账号吗？绑定后，您在公众号中的提问将按您在知问中的权限回答。',
    en: 'Bind this WeChat account to your Zhiwen account? Your questions in the official account will then be answered with your permissions in Zhiwen.',
  },
  botBindButton: { 'zh-hans': '确认绑定', en: 'Bind' },
  botBound: { 'zh-hans': '绑定成功：以后您在公众号中的提问将按您在知问中的权限回答。', en: 'Bound: your questions in the official account are now answered with your permissions in Zhiwen.' },
  botBindLinkInvalid: { 'zh-hans': '绑定链接无效、已使用或已过期，请在公众号中重新获取。', en: 'This binding link is invalid, used or expired; ask the official account for a new one.' },
  botBindNotMember: { 'zh-hans': '您不是该工作区的成员，无法绑定。', en: 'You are not a member of this workspace, so the account cannot be bound.' },
  botQuotaExhausted: {
    'zh-hans': '抱歉，今天的对话次数已经用完了。请明天再来，或请管理员为工作区充值。',
    en: 'Sorry, today’s chats are used up. Please come back tomorrow, or ask an admin to top up the workspace.',
  },
  botAnswerFailed: { 'zh-hans': '抱歉，暂时无法回答，请稍后再试。', en: 'Sorry, no answer can be given right now; please try again later.' },
  botChatDisabled: { 'zh-hans': '抱歉，工作区已关闭对话功能。', en: 'Sorry, chat is turned off for this workspace.' },
  botUnsupportedMessage: { 'zh-hans': '目前只能回答文字消息。', en: 'Only text messages can be answered for now.' },
  botWelcome: { 'zh-hans': '感谢关注！直接发送问题即可向知问提问。', en: 'Thanks for following! Send a question to ask Zhiwen.' },
  botSources: { 'zh-hans': '来源', en: 'Sources' },
  botPendingAnswer: { 'zh-hans': '您上次提问的回答：', en: 'The answer to your last question:' },
} as const;
