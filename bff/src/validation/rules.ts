/**
 * The spec's validation rules, shared by the server (which enforces them) and the web app (which
 * shows them as the person types). Each rule answers null when the value is fine, or the key of
 * the message to show.
 */
export type RuleResult =
  | null
  | 'companyNameRequired'
  | 'companyNameLength'
  | 'primaryColorInvalid'
  | 'titleRequired'
  | 'titleLength'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'countryCodeRequired'
  | LengthKey;

const length = (value: string) => [...value].length;

/**
 * The longest each free-text field may be, in characters (as a person counts them): long enough
 * for any real value, short enough that every screen that shows one can lay it out (truncated,
 * with the whole on hover and focus). Each has its message, which says the number.
 */
export const TEXT_LIMITS = {
  displayName: 40,
  memberName: 40,
  roleName: 30,
  roleDescription: 200,
  agentDescription: 500,
  systemPrompt: 4000,
  openingMessage: 500,
  suggestedQuestion: 100,
  conversationTitle: 100,
  fileName: 200,
  botName: 50,
  tokenName: 50,
} as const;

export type LengthKey = `${keyof typeof TEXT_LIMITS}TooLong`;

/** Null when the value (trimmed) fits its field's limit, else the field's too-long key. */
export function checkLength(field: keyof typeof TEXT_LIMITS, raw: string): LengthKey | null {
  return length(raw.trim()) > TEXT_LIMITS[field] ? `${field}TooLong` : null;
}

/** How many questions an agent may suggest to start with. */
export const SUGGESTED_QUESTIONS_MAX = 6;

export const COMPANY_NAME = { min: 2, max: 100 } as const;
export const TITLE = { min: 2, max: 50 } as const;

export function checkCompanyName(raw: string): RuleResult {
  const value = raw.trim();
  if (!value) return 'companyNameRequired';
  if (length(value) < COMPANY_NAME.min || length(value) > COMPANY_NAME.max) return 'companyNameLength';
  return null;
}

/** App titles and agent names. */
export function checkTitle(raw: string): RuleResult {
  const value = raw.trim();
  if (!value) return 'titleRequired';
  if (length(value) < TITLE.min || length(value) > TITLE.max) return 'titleLength';
  return null;
}

export function checkPrimaryColor(value: string): RuleResult {
  return /^#[0-9a-f]{6}$/i.test(value) ? null : 'primaryColorInvalid';
}

export function checkEmail(value: string): RuleResult {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) ? null : 'emailInvalid';
}

export function checkPhone(value: string): RuleResult {
  return /^\d{10,15}$/.test(value) ? null : 'phoneInvalid';
}
