/**
 * Messages the server sends to people (REST envelopes, typed GraphQL errors, pages it renders).
 * Each one exists in both languages; zh-hans is the default and the fallback.
 */
import { apiMessages } from './api-messages.ts';
import { billingMessages } from './billing-messages.ts';
import { botMessages } from './bot-messages.ts';
import { publicChatMessages } from './public-chat-messages.ts';
import { searchMessages } from './search-messages.ts';

export const LOCALES = ['zh-hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-hans';

const messages = {
  ...apiMessages,
  ...billingMessages,
  ...botMessages,
  ...publicChatMessages,
  ...searchMessages,
  ok: { 'zh-hans': '成功', en: 'OK' },
  requestFailed: { 'zh-hans': '请求失败', en: 'Request failed' },
  notSignedIn: { 'zh-hans': '401，无访问权限', en: '401, no access' },
  forbidden: { 'zh-hans': '没有权限访问该资源', en: 'No permission to access this resource' },
  crossSiteRequest: {
    'zh-hans': '不接受来自其他网站的请求，请在知问的页面中操作',
    en: 'Requests from other sites are refused; please do this from Zhiwen’s own pages',
  },
  notFound: { 'zh-hans': '请求的资源不存在', en: 'The requested resource does not exist' },
  serverError: { 'zh-hans': '服务器错误，请稍后重试', en: 'Server error, please try again later' },
  invalidInput: { 'zh-hans': '输入有误', en: 'Invalid input' },
  textExpected: { 'zh-hans': '格式有误：须为文本', en: 'Invalid value: this must be text' },
  textTooLong: { 'zh-hans': '内容过长', en: 'This is too long' },
  bodyNotObject: { 'zh-hans': '请求内容须为 JSON 对象', en: 'The request body must be a JSON object' },
  requestMalformed: { 'zh-hans': '请求格式有误，无法读取', en: 'The request is malformed and cannot be read' },
  graphqlRequestInvalid: { 'zh-hans': 'GraphQL 请求有误（说明如下）：', en: 'The GraphQL request is invalid: ' },
  requestTooLarge: { 'zh-hans': '请求内容过大', en: 'The request is too large' },
  contentTypeNotSupported: { 'zh-hans': '不支持该请求内容类型', en: 'This content type is not supported' },
  settingsNotObject: { 'zh-hans': '设置须为对象', en: 'The settings must be an object' },
  invalidCharacters: {
    'zh-hans': '输入中含有无法保存的字符（空字符），请删除后重试',
    en: 'The input holds a character that cannot be saved (a null character); remove it and try again',
  },
  searchCursorInvalid: {
    'zh-hans': '分页位置无效，请从第一页重新开始',
    en: 'That page position is not valid; start again from the first page',
  },
  searchPageSizeInvalid: { 'zh-hans': '每页结果数须在 1 到 100 之间', en: 'Results per page must be between 1 and 100' },
  searchPagingInvalid: {
    'zh-hans': '向前翻页请同时给出 last 与 before，且不要与 first、after 同用；按页码翻页时不要再给出 after、before 或 last',
    en: 'To page backwards give last with before, and not with first or after; a numbered page takes none of after, before or last',
  },
  searchPageInvalid: { 'zh-hans': '页码须在 1 到 10000 之间', en: 'The page number must be between 1 and 10,000' },
  signInLinkInvalid: {
    'zh-hans': '登录链接无效、已使用或已过期，请重新获取。',
    en: 'This sign-in link is invalid, already used or expired. Please get a new one.',
  },
  authorizationCodeMissing: { 'zh-hans': '缺少授权码', en: 'Authorization code missing' },
  authorizationCallbackFailed: { 'zh-hans': '授权回调失败', en: 'Authorization callback failed' },
  singleSignOnUnavailable: {
    'zh-hans': '单点登录暂时不可用，请稍后重试',
    en: 'Single sign-on is unavailable right now, please try again later',
  },
  directoryUsernameRequired: { 'zh-hans': '请输入用户名', en: 'Please enter your user name' },
  directoryPasswordRequired: { 'zh-hans': '请输入密码', en: 'Please enter your password' },
  directorySignInRefused: { 'zh-hans': '用户名或密码错误', en: 'The user name or password is wrong' },
  directoryAccountLocked: {
    'zh-hans': '该目录账号已被锁定或停用，请联系公司的目录管理员',
    en: 'This directory account is locked or disabled; please ask your company’s directory administrator',
  },
  directoryAccountNoContact: {
    'zh-hans': '目录中该账号没有邮箱或手机号，无法登录，请联系公司的目录管理员',
    en: 'This directory account has no e-mail address or mobile number to sign in with; please ask your company’s directory administrator',
  },
  workplaceAccountUnmatched: {
    'zh-hans': '该账号没有向知问提供邮箱或手机号，无法登录。请联系管理员为应用开通读取邮箱或手机号的权限，或使用验证码登录',
    en: 'This account shares no e-mail address or mobile number with Zhiwen, so it cannot sign in. Ask your administrator to let the app read them, or sign in with a code',
  },
  directoryUnavailable: {
    'zh-hans': '目录服务暂时无法连接，请稍后重试，或使用验证码登录',
    en: 'The directory cannot be reached right now; please try again later, or sign in with a code',
  },
  companyNameRequired: { 'zh-hans': '请输入公司名称', en: 'Please enter the company name' },
  companyNameLength: {
    'zh-hans': '公司名称长度为 2 到 100 个字符',
    en: 'The company name must be 2 to 100 characters long',
  },
  companyNameTaken: { 'zh-hans': '该公司名称已被使用', en: 'This company name is already taken' },
  primaryColorInvalid: {
    'zh-hans': '主题色必须是 #RRGGBB 格式的颜色',
    en: 'The primary colour must be a colour like #RRGGBB',
  },
  titleRequired: { 'zh-hans': '请输入标题', en: 'Please enter a title' },
  titleLength: { 'zh-hans': '标题长度为 2 到 50 个字符', en: 'The title must be 2 to 50 characters long' },
  emailInvalid: { 'zh-hans': '邮箱格式不正确', en: 'Invalid e-mail format' },
  phoneInvalid: { 'zh-hans': '手机号格式不正确', en: 'Invalid phone number format' },
  tooManyRequests: { 'zh-hans': '操作过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  deliveryFailed: {
    'zh-hans': '验证码发送失败，请稍后重试',
    en: 'The verification code could not be sent, please try again later',
  },
  codeRequired: { 'zh-hans': '请输入验证码', en: 'Please enter the verification code' },
  codeWrong: { 'zh-hans': '验证码错误', en: 'The verification code is wrong' },
  codeExpired: { 'zh-hans': '验证码已过期，请重新获取', en: 'The verification code has expired, please get a new one' },
  codeMissing: { 'zh-hans': '请先获取验证码', en: 'Please get a verification code first' },
  codeTooManyAttempts: {
    'zh-hans': '验证码错误次数过多，请重新获取',
    en: 'Too many wrong attempts, please get a new code',
  },
  emailOrPhoneRequired: { 'zh-hans': '请输入邮箱或手机号', en: 'Please enter an e-mail address or a phone number' },
  countryCodeRequired: { 'zh-hans': '国家/地区代码不能为空', en: 'The country code must not be empty' },
  emailTaken: { 'zh-hans': '该邮箱已被其他账号使用', en: 'This e-mail address is used by another account' },
  phoneTaken: { 'zh-hans': '该手机号已被其他账号使用', en: 'This phone number is used by another account' },
  usernameTaken: { 'zh-hans': '该用户名已被使用', en: 'This username is already taken' },
  displayNameRequired: { 'zh-hans': '姓名不能为空', en: 'The name must not be empty' },
  usernameRequired: { 'zh-hans': '用户名不能为空', en: 'The username must not be empty' },
  usernameInvalid: {
    'zh-hans': '用户名只能包含字母、数字、下划线、点和横线，长度 2 到 32',
    en: 'A username has 2 to 32 letters, digits, underscores, dots or dashes',
  },
  wsUsernameRequired: { 'zh-hans': '工作空间显示名称不能为空', en: 'The workspace display name must not be empty' },
  noWorkspace: { 'zh-hans': '您还没有加入任何工作空间', en: 'You do not belong to a workspace yet' },
  profileIncomplete: {
    'zh-hans': '请先填写姓名和用户名',
    en: 'Please fill in your name and username first',
  },
  avatarInvalid: { 'zh-hans': '请选择头像', en: 'Please choose an avatar' },
  chatFileTypeNotAllowed: {
    'zh-hans': '不支持的文件类型，支持 PDF、Word（docx）、Markdown、文本、HTML、CSV 与图片（jpeg、png、gif、bmp、webp、svg）',
    en: 'This file type is not supported; use PDF, Word (docx), Markdown, text, HTML, CSV or an image (jpeg, png, gif, bmp, webp, svg)',
  },
  avatarTypeNotAllowed: {
    'zh-hans': '头像须为图片：jpeg、png、gif、bmp、webp 或 svg',
    en: 'An avatar must be an image: jpeg, png, gif, bmp, webp or svg',
  },
  logoTypeNotAllowed: { 'zh-hans': '徽标须为 PNG 图片', en: 'A logo must be a PNG image' },
  uploadTypeNotAllowed: {
    'zh-hans': '不支持的文件类型，仅支持 jpeg、png、gif、bmp、webp、svg 和 pdf',
    en: 'This file type is not allowed; use jpeg, png, gif, bmp, webp, svg or pdf',
  },
  uploadTooLarge: { 'zh-hans': '文件过大', en: 'The file is too large' },
  uploadMissing: { 'zh-hans': '请选择要上传的文件', en: 'Please choose a file to upload' },
  fileNotFound: { 'zh-hans': '文件不存在，或您无权查看', en: 'This file does not exist, or you may not see it' },
  uploadMalformed: {
    'zh-hans': '上传内容格式有误（须为 multipart/form-data，文件放在 file 字段）',
    en: 'The upload is malformed (multipart/form-data is expected, with the file in the field file)',
  },
  memberLimitReached: {
    'zh-hans': '成员数量已达当前版本上限，请升级版本',
    en: 'The member limit of this version is reached; please upgrade',
  },
  onlyCreatorChangesAdmins: { 'zh-hans': '只有创建者可以变更管理员', en: 'Only the creator can change admins' },
  cannotChangeCreator: {
    'zh-hans': '不能变更创建者，请使用“转让创建者”',
    en: 'The creator cannot be changed here; transfer the creator role instead',
  },
  memberNotFound: { 'zh-hans': '该成员不在此工作空间', en: 'This person is not a member of this workspace' },
  alreadyCreator: { 'zh-hans': '您已经是创建者', en: 'You are already the creator' },
  roleNameRequired: { 'zh-hans': '请输入角色名称', en: 'Please enter the role name' },
  roleNameTaken: { 'zh-hans': '该角色名称已存在', en: 'A role with this name already exists' },
  roleNotFound: { 'zh-hans': '角色不存在', en: 'The role does not exist' },
  invitationInvalid: { 'zh-hans': '获取邀请详情失败', en: 'Get invitation details failed' },
  invitationExpired: { 'zh-hans': '邀请链接已过期', en: 'This invitation has expired' },
  invitationRevoked: { 'zh-hans': '邀请链接已被撤销', en: 'This invitation has been revoked' },
  invitationUsedUp: { 'zh-hans': '邀请链接的使用次数已用完', en: 'This invitation has been used up' },
  invitationExpiryInvalid: { 'zh-hans': '有效期为 1 到 30 天', en: 'The validity is 1 to 30 days' },
  invitationUsesInvalid: { 'zh-hans': '使用次数为 1 到 1000', en: 'The use limit is 1 to 1000' },
  logoSquareInvalid: { 'zh-hans': '方形 Logo 须为 105×105 的 PNG 图片', en: 'The square logo must be a 105×105 PNG' },
  logoRectInvalid: { 'zh-hans': '长方形 Logo 须为 420×105 的 PNG 图片', en: 'The rectangle logo must be a 420×105 PNG' },
  contactsRequired: { 'zh-hans': '请至少输入一个邮箱或手机号', en: 'Please enter at least one e-mail or phone number' },
  appNotFound: { 'zh-hans': '应用不存在', en: 'The app does not exist' },
  connectorNotFound: { 'zh-hans': '应用商店中没有该应用', en: 'The app store has no such app' },
  authTypeRequired: { 'zh-hans': '请选择授权类型', en: 'Please choose the authorization type' },
  credentialsIncomplete: { 'zh-hans': '请完整填写应用的凭证', en: 'Please fill in every part of the app’s credentials' },
  authTypeNotSupported: { 'zh-hans': '该应用不支持此授权类型', en: 'This app does not support that authorization type' },
  dataPermissionRequired: { 'zh-hans': '请选择数据权限', en: 'Please choose the data permission' },
  rolesRequired: { 'zh-hans': '请至少选择一个角色', en: 'Please choose at least one role' },
  roleScopeRequired: { 'zh-hans': '请选择角色范围', en: 'Please choose the role scope' },
  protectedPermissionRequired: {
    'zh-hans': '请选择受保护文档权限',
    en: 'Please choose the protected-document permission',
  },
  autoSyncRequired: { 'zh-hans': '请选择自动同步设置', en: 'Please choose the auto-sync setting' },
  startUrlsInvalid: {
    'zh-hans': '请输入 1 到 20 个以 http:// 或 https:// 开头的起始网址',
    en: 'Please enter 1 to 20 start URLs beginning with http:// or https://',
  },
  maxDepthInvalid: { 'zh-hans': '最大深度为 0 到 10', en: 'The maximum depth is 0 to 10' },
  maxPagesInvalid: { 'zh-hans': '最大页数为 1 到 5000', en: 'The maximum number of pages is 1 to 5,000' },
  crawlDelayInvalid: { 'zh-hans': '请求间隔为 0 到 10000 毫秒', en: 'The delay between requests is 0 to 10,000 ms' },
  startUrlsTooMany: { 'zh-hans': '起始网址最多 20 个', en: 'At most 20 start URLs' },
  addressNotAllowed: {
    'zh-hans': '不允许抓取内网或本机地址',
    en: 'Addresses of the internal network or this machine may not be crawled',
  },
  appFilesLimit: { 'zh-hans': '上传超出限制（每个应用最多 1000 个文件）', en: 'Upload exceeds limit (at most 1,000 files per app)' },
  repositoriesInvalid: {
    'zh-hans': '请输入 1 到 50 个仓库，格式为 owner/name',
    en: 'Please enter 1 to 50 repositories as owner/name',
  },
  booksInvalid: {
    'zh-hans': '请输入 1 到 50 个知识库，格式为 团队或用户/知识库',
    en: 'Please enter 1 to 50 books as group-or-user/book',
  },
  sourceItemFailed: { 'zh-hans': '数据源返回错误', en: 'The data source answered with an error' },
  oauthNotConfigured: {
    'zh-hans': '服务器未配置该应用的 OAuth 授权，请改用令牌',
    en: 'The server has no OAuth app for this connector; please use a token instead',
  },
  reauthorizeNeeded: { 'zh-hans': '授权已失效，请重新授权', en: 'The authorization has expired; please authorize again' },
  sourceRateLimited: { 'zh-hans': '数据源请求过于频繁，请稍后再同步', en: 'The data source is rate limiting us; please sync again later' },
  syncFailed: { 'zh-hans': '同步失败，请稍后重试', en: 'The sync failed, please try again later' },
  sourceUnreachable: { 'zh-hans': '无法访问数据源', en: 'The data source cannot be reached' },
  dingtalkOperatorNotFound: {
    'zh-hans': '钉钉中找不到应用设置里的操作人，请填写一位在职员工的 UserID',
    en: 'DingTalk has no employee with the operator’s UserID in the app’s settings; please enter a current employee’s UserID',
  },
  dingtalkOperatorRequired: { 'zh-hans': '请填写操作人的钉钉 UserID', en: 'Please enter the operator’s DingTalk UserID' },
  sourcePermissionsUnreadable: {
    'zh-hans': '无法读取数据源中的访问权限（GitHub 需要对仓库有写权限的令牌）；本次同步已停止，文档保留原有的读者',
    en: 'Who has access could not be read at the source (GitHub needs a token with push access to the repository); the sync stopped and the documents keep their last readers',
  },
  sourcePermissionsNotSupported: {
    'zh-hans': '该数据源无法提供每个文档的读者，请选择全部成员或指定角色',
    en: 'This source does not tell who reads each document; please choose all members or specified roles',
  },
  sourceGroupInvalid: { 'zh-hans': '数据源群组的标识不正确', en: 'That is not a source group’s identifier' },
  sourceAccountRequired: { 'zh-hans': '请输入数据源中的账号', en: 'Please enter the account at the source' },
  sessionNotFound: { 'zh-hans': '该登录设备不存在或已退出', en: 'That signed-in device does not exist or is already signed out' },
  sourceAccountNotFound: {
    'zh-hans': '同步中尚未见过该账号，请先同步一个可访问它的应用',
    en: 'No sync has met this account yet; sync an app it has access to first',
  },
  repositoryTreeTruncated: {
    'zh-hans': '仓库中有目录的文件过多，GitHub 无法完整列出；本次同步已停止，未删除任何文档',
    en: 'A folder of the repository holds too many files for GitHub to list in full; the sync stopped without removing any document',
  },
  pageFetchFailed: { 'zh-hans': '网页获取失败', en: 'The page could not be fetched' },
  documentUnreadable: { 'zh-hans': '无法读取文件内容', en: 'The file’s text could not be read' },
  documentTypeNotSupported: {
    'zh-hans': '不支持该文件类型（支持 PDF、Word、Markdown、文本、HTML、CSV、SVG）',
    en: 'This file type is not supported (PDF, Word, Markdown, text, HTML, CSV, SVG are)',
  },
  documentNotIndexable: {
    'zh-hans': '无法为该文档建立搜索索引，已跳过（内容超出索引的限制，或含有无法保存的数据）',
    en: 'This document could not be indexed for search and was skipped (its content exceeds a limit of the index, or holds data that cannot be stored)',
  },
  documentLimitReached: {
    'zh-hans': '已达到当前版本的文档数量上限，请升级',
    en: 'The document limit of this version is reached; please upgrade',
  },
  displayNameTooLong: { 'zh-hans': '显示名称最多 40 个字符', en: 'The display name can be at most 40 characters long' },
  memberNameTooLong: { 'zh-hans': '工作区内名称最多 40 个字符', en: 'The name in the workspace can be at most 40 characters long' },
  roleNameTooLong: { 'zh-hans': '角色名称最多 30 个字符', en: 'The role name can be at most 30 characters long' },
  roleDescriptionTooLong: { 'zh-hans': '角色描述最多 200 个字符', en: 'The role description can be at most 200 characters long' },
  openingMessageTooLong: { 'zh-hans': '开场白最多 500 个字符', en: 'The opening message can be at most 500 characters long' },
  suggestedQuestionTooLong: { 'zh-hans': '每个推荐问题最多 100 个字符', en: 'Each suggested question can be at most 100 characters long' },
  suggestedQuestionsTooMany: { 'zh-hans': '推荐问题最多 6 个', en: 'At most 6 suggested questions' },
  embedOriginInvalid: {
    'zh-hans': '请填写网站地址，如 https://www.example.com（不含路径）',
    en: 'Enter site addresses such as https://www.example.com (no path)',
  },
  embedOriginsTooMany: { 'zh-hans': '最多 20 个网站', en: 'At most 20 sites' },
  agentDescriptionTooLong: { 'zh-hans': '智能体简介最多 500 个字符', en: 'The agent description can be at most 500 characters long' },
  systemPromptTooLong: { 'zh-hans': '提示词最多 4000 个字符', en: 'The prompt can be at most 4,000 characters long' },
  botNameTooLong: { 'zh-hans': '机器人名称最多 50 个字符', en: 'The bot name can be at most 50 characters long' },
  persistedOperationNotFound: {
    'zh-hans': '服务器不认识这个操作 ID（documentId）：网页可能已更新，请刷新页面；第三方调用请发送 query',
    en: 'The server does not know this operation id (documentId): the web app may have been updated, so reload the page; third parties send a query',
  },
  persistedOperationMissing: { 'zh-hans': 'GraphQL 请求须包含 query 或 documentId', en: 'A GraphQL request must carry a query or a documentId' },
  persistedOperationsOnly: {
    'zh-hans': '登录会话只能发送网页应用内置的操作（documentId）；自定义查询请使用访问令牌（Authorization: Bearer zwt_…）',
    en: 'Sessions may send only the web app’s own operations (documentId); send operations of your own with an access token (Authorization: Bearer zwt_…)',
  },
  agentAlreadyInstalled: {
    'zh-hans': '工作区已安装该智能体；如需再装一份，请为它另起一个名称',
    en: 'This agent is already installed in the workspace; to install another copy, give it a name of its own',
  },
  agentNameTaken: { 'zh-hans': '工作区已有同名智能体，请换一个名称', en: 'An agent of the workspace already has this name; choose another' },
  agentNotFound: { 'zh-hans': '智能体不存在或不可用', en: 'The agent does not exist or is not available' },
  agentNameRequired: { 'zh-hans': '请输入智能体名称', en: 'Please enter the agent’s name' },
  agentNameLength: { 'zh-hans': '名称长度为 2 到 50 个字符', en: 'The name must be 2 to 50 characters long' },
  avatarRequired: { 'zh-hans': '请选择头像', en: 'Please choose an avatar' },
  visibleRangeRequired: { 'zh-hans': '请选择可见范围', en: 'Please choose the visible range' },
  agentAppsRequired: { 'zh-hans': '请选择智能体的知识范围（应用）', en: 'Please choose the apps the agent answers from' },
  modelUrlInvalid: { 'zh-hans': '模型地址须以 http:// 或 https:// 开头', en: 'The model URL must begin with http:// or https://' },
  modelTimeout: { 'zh-hans': '模型响应超时，请重试', en: 'The model took too long to answer, please retry' },
  modelRateLimited: { 'zh-hans': '模型服务繁忙（请求过多），请稍后重试', en: 'The model service is busy (too many requests), please retry later' },
  modelUnavailable: { 'zh-hans': '模型服务暂时不可用，请重试', en: 'The model service is unavailable right now, please retry' },
  modelRejected: { 'zh-hans': '模型服务拒绝了请求，请检查模型配置', en: 'The model service refused the request; please check the model settings' },
  modelEndpointNotAllowed: {
    'zh-hans': '不允许访问该模型地址（本机或内网地址），请检查模型配置',
    en: 'The model endpoint is not allowed (this machine or a private network); please check the model settings',
  },
  modelUrlPrivate: {
    'zh-hans': '模型地址不能是本机或内网地址',
    en: 'The model URL must not be on this machine or a private network',
  },
  modelKeyRejected: {
    'zh-hans': '模型服务不接受该 API 密钥，请检查密钥',
    en: 'The model service did not accept the API key; please check the key',
  },
  modelNotFound: {
    'zh-hans': '找不到该模型或接口，请检查接口地址和模型名称',
    en: 'The model or the endpoint was not found; please check the base URL and the model name',
  },
  modelUnreachable: {
    'zh-hans': '无法连接到模型服务，请检查接口地址',
    en: 'Could not connect to the model service; please check the base URL',
  },
  modelAnswerInvalid: {
    'zh-hans': '模型服务的回答格式不对，该地址可能不是 OpenAI 兼容接口',
    en: 'The model service answered in an unexpected shape; the endpoint may not be OpenAI-compatible',
  },
  modelNotConfigured: {
    'zh-hans': '没有可测试的模型：请填写接口地址和模型名称',
    en: 'There is no model to test: please enter a base URL and a model name',
  },
  answerInterrupted: { 'zh-hans': '回答被中断，请重试', en: 'The answer was interrupted, please retry' },
  digestPartial: {
    'zh-hans': '以上摘录只包含问题中的部分词语：没有文档包含全部词语。',
    en: 'These excerpts hold some of the question’s words: no document holds them all.',
  },
  digestNothingFound: { 'zh-hans': '没有找到与问题相关的文档。', en: 'No document relevant to the question was found.' },
  digestAttachedFile: { 'zh-hans': '本对话的附件', en: 'attached to this conversation' },
  digestNoModel: {
    'zh-hans': '当前未配置 AI 模型，以上是文档中与问题最相关的原文摘录，并非生成的回答。',
    en: 'No AI model is configured, so these are excerpts from your documents, not a written answer.',
  },
  digestAddModelAdmin: {
    'zh-hans': '在[模型设置](/manage/settings/model)中添加模型后，即可获得 AI 生成的回答。',
    en: 'Add a model in the [model settings](/manage/settings/model) to get written answers.',
  },
  digestAddModelMember: {
    'zh-hans': '如需 AI 生成的回答，请联系工作空间管理员添加模型。',
    en: 'For written answers, ask a workspace admin to add a model.',
  },
  digestModelOff: {
    'zh-hans': '工作空间的 AI 模型已关闭，以上是文档中与问题最相关的原文摘录，并非生成的回答。',
    en: 'The workspace’s AI model is turned off, so these are excerpts from your documents, not a written answer.',
  },
  digestTurnOnModelAdmin: {
    'zh-hans': '在[模型设置](/manage/settings/model)中开启后，即可获得 AI 生成的回答。',
    en: 'Turn it on in the [model settings](/manage/settings/model) to get written answers.',
  },
  digestTurnOnModelMember: {
    'zh-hans': '如需 AI 生成的回答，请联系工作空间管理员开启模型。',
    en: 'For written answers, ask a workspace admin to turn the model on.',
  },
  chatQuotaExhausted: {
    'zh-hans': '今日对话次数已用完',
    en: 'The chats for today are used up',
  },
  chatDisabled: { 'zh-hans': '该工作空间已关闭对话功能', en: 'Chat is turned off in this workspace' },
  conversationNotFound: { 'zh-hans': '对话不存在', en: 'The conversation does not exist' },
  messageNotFound: { 'zh-hans': '消息不存在', en: 'The message does not exist' },
  questionRequired: { 'zh-hans': '请输入问题', en: 'Please enter a question' },
  questionTooLong: { 'zh-hans': '问题不能超过 4000 个字符', en: 'The question must be at most 4,000 characters' },
  answerNotRateable: { 'zh-hans': '回答完成后才能评价', en: 'An answer can be rated once it is written' },
  feedbackCommentTooLong: { 'zh-hans': '反馈最多 1000 个字符', en: 'The comment can be at most 1,000 characters long' },
  sharedAnswerWithheld: {
    'zh-hans': '此回答引用了你无权查看的文档，因此不显示。',
    en: 'This answer quotes documents you may not read, so it is not shown.',
  },
  exportQuestion: { 'zh-hans': '问题', en: 'Question' },
  exportAnswer: { 'zh-hans': '回答', en: 'Answer' },
  exportSources: { 'zh-hans': '来源', en: 'Sources' },
  exportAnswerFailed: { 'zh-hans': '（回答失败）', en: '(The answer failed)' },
  exportAnswerStopped: { 'zh-hans': '（已停止）', en: '(Stopped)' },
  newConversationTitle: { 'zh-hans': '新对话', en: 'New conversation' },
  conversationTitleRequired: { 'zh-hans': '名称不能为空', en: 'The name must not be empty' },
  conversationTitleTooLong: { 'zh-hans': '会话标题最多 100 个字符', en: 'The conversation title can be at most 100 characters long' },
  fileNameRequired: { 'zh-hans': '文件名不能为空', en: 'The file name must not be empty' },
  fileNameTooLong: { 'zh-hans': '文件名最多 200 个字符', en: 'The file name can be at most 200 characters long' },
  chatFilesLimit: { 'zh-hans': '上传超出限制（每个对话最多 10 个文件）', en: 'Upload exceeds limit (at most 10 files per conversation)' },
  chatFileTooLarge: { 'zh-hans': '文件过大（最大 20 MB）', en: 'File too large (at most 20 MB)' },
  fileUploadNotSupported: { 'zh-hans': '只有文件类应用可以上传文件', en: 'Only file apps take uploaded files' },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

export function translate(locale: Locale, key: MessageKey): string {
  return messages[key][locale] ?? messages[key][DEFAULT_LOCALE];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the language: the user's own setting, else the browser's Accept-Language, else zh-hans. */
export function negotiateLocale(preferred: string | null | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(preferred)) return preferred;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh-hans' || tag.startsWith('zh')) return 'zh-hans';
  }
  return DEFAULT_LOCALE;
}
