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
  | 'countryCodeRequired';

const length = (value: string) => [...value].length;

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
