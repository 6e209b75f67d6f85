/**
 * Messages the server sends to people (REST envelopes, typed GraphQL errors, pages it renders).
 * Each one exists in both languages; zh-hans is the default and the fallback.
 */
export const LOCALES = ['zh-hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-hans';

const messages = {
  ok: { 'zh-hans': '成功', en: 'OK' },
  requestFailed: { 'zh-hans': '请求失败', en: 'Request failed' },
  notSignedIn: { 'zh-hans': '401，无访问权限', en: '401, no access' },
  forbidden: { 'zh-hans': '没有权限访问该资源', en: 'No permission to access this resource' },
  notFound: { 'zh-hans': '请求的资源不存在', en: 'The requested resource does not exist' },
  serverError: { 'zh-hans': '服务器错误，请稍后重试', en: 'Server error, please try again later' },
  invalidInput: { 'zh-hans': '输入有误', en: 'Invalid input' },
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
  uploadTypeNotAllowed: {
    'zh-hans': '不支持的文件类型，仅支持 jpeg、png、gif、bmp、webp、svg 和 pdf',
    en: 'This file type is not allowed; use jpeg, png, gif, bmp, webp, svg or pdf',
  },
  uploadTooLarge: { 'zh-hans': '文件过大', en: 'The file is too large' },
  uploadMissing: { 'zh-hans': '请选择要上传的文件', en: 'Please choose a file to upload' },
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
