import type { Locale } from '../../i18n/messages.ts';

/** Why the person asked for a code; the message says so, so a code they did not expect stands out. */
export type CodePurpose = 'sign-in' | 'change-email' | 'change-phone';

export type CodeMessage =
  | { channel: 'email'; to: string; code: string; locale: Locale; purpose: CodePurpose }
  | { channel: 'sms'; countryCode: string; phone: string; code: string; locale: Locale; purpose: CodePurpose };

export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
  close(): Promise<void>;
}

/** Thrown when a provider refuses a code or cannot be reached, so callers can tell people to try again. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}
