import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The names the billing screens give the server's enumerations, in both languages. */

export type Version = 'FREE' | 'TEAM' | 'ENTERPRISE' | 'ULTIMATE';
export type Period = 'YEAR' | 'MONTH' | 'DAY' | 'PERMANENT';
export type OrderStatus = 'PENDING' | 'PROCESSING' | 'PAID' | 'COMPLETED' | 'CANCELLED' | 'EXPIRED' | 'REFUNDING' | 'REFUNDED';
export type PaymentMethod = 'ALIPAY' | 'BANK_TRANSFER';
export type SubscriptionSource = 'ONLINE_ORDER' | 'BACK_OFFICE_ORDER' | 'GIFT';
export type AddonKind = 'CHATS' | 'DOCUMENTS' | 'MEMBERS';

export const VERSION_LABELS: Record<Version, MessageDescriptor> = {
  FREE: msg`Free`,
  TEAM: msg`Team`,
  ENTERPRISE: msg`Enterprise`,
  ULTIMATE: msg`Ultimate`,
};

/** A price's period, as "per …" after an amount. */
export const PER_PERIOD: Record<Period, MessageDescriptor> = {
  YEAR: msg`per year`,
  MONTH: msg`per month`,
  DAY: msg`per day`,
  PERMANENT: msg`permanent`,
};

/** A period as a choice: "Yearly", "Monthly"… */
export const PERIOD_LABELS: Record<Period, MessageDescriptor> = {
  YEAR: msg`Yearly`,
  MONTH: msg`Monthly`,
  DAY: msg`Daily`,
  PERMANENT: msg`Permanent`,
};

export const ORDER_STATUS: Record<OrderStatus, { label: MessageDescriptor; palette: string }> = {
  PENDING: { label: msg`Pending payment`, palette: 'orange' },
  PROCESSING: { label: msg`Processing`, palette: 'blue' },
  PAID: { label: msg`Paid`, palette: 'teal' },
  COMPLETED: { label: msg`Completed`, palette: 'green' },
  CANCELLED: { label: msg`Cancelled`, palette: 'gray' },
  EXPIRED: { label: msg`Expired`, palette: 'gray' },
  REFUNDING: { label: msg`Refunding`, palette: 'purple' },
  REFUNDED: { label: msg`Refunded`, palette: 'red' },
};

export const ORDER_STATUSES = Object.keys(ORDER_STATUS) as OrderStatus[];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  ALIPAY: msg`Alipay`,
  BANK_TRANSFER: msg`Bank transfer`,
};

export const SOURCE_LABELS: Record<SubscriptionSource, MessageDescriptor> = {
  ONLINE_ORDER: msg`Online payment order`,
  BACK_OFFICE_ORDER: msg`Back-office order`,
  GIFT: msg`Gift`,
};

export const ADDON_LABELS: Record<AddonKind, { label: MessageDescriptor; unit: MessageDescriptor }> = {
  CHATS: { label: msg`Extra chats`, unit: msg`chats a day` },
  DOCUMENTS: { label: msg`Extra documents`, unit: msg`documents` },
  MEMBERS: { label: msg`Extra members`, unit: msg`members` },
};

export type BillingItem = 'TEAM' | 'ENTERPRISE' | 'ULTIMATE' | AddonKind;

/** What an order can buy, in the order the operators' forms offer it. */
export const BILLING_ITEMS: { value: BillingItem; label: MessageDescriptor }[] = [
  { value: 'TEAM', label: VERSION_LABELS.TEAM },
  { value: 'ENTERPRISE', label: VERSION_LABELS.ENTERPRISE },
  { value: 'ULTIMATE', label: VERSION_LABELS.ULTIMATE },
  { value: 'CHATS', label: ADDON_LABELS.CHATS.label },
  { value: 'DOCUMENTS', label: ADDON_LABELS.DOCUMENTS.label },
  { value: 'MEMBERS', label: ADDON_LABELS.MEMBERS.label },
];

export const PERIODS = Object.keys(PERIOD_LABELS) as Period[];
