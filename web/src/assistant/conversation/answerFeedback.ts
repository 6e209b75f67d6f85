import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Why an answer was voted down, as the server names the reasons. */
export const FEEDBACK_REASONS = ['wrong', 'outdated', 'not_found', 'not_relevant'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** Each reason's words, as the asker chooses it and as analytics shows it. */
export const REASON_LABELS: Record<FeedbackReason, MessageDescriptor> = {
  wrong: msg`Wrong`,
  outdated: msg`Outdated`,
  not_found: msg`Did not find it`,
  not_relevant: msg`Not relevant`,
};

/** The asker's vote on an answer; null when they gave none (or took it back). */
export type Feedback = { vote: 'up' | 'down'; reasons: FeedbackReason[]; comment: string } | null;

/** Saves a vote; answers the failure's message, or null when it was saved. */
export type Rate = (next: Feedback) => Promise<string | null>;
