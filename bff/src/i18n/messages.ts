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
