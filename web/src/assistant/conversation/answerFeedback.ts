/** Why an answer was voted down, as the server names the reasons. */
export const FEEDBACK_REASONS = ['wrong', 'outdated', 'not_found', 'not_relevant'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/** The asker's vote on an answer; null when they gave none (or took it back). */
export type Feedback = { vote: 'up' | 'down'; reasons: FeedbackReason[]; comment: string } | null;

/** Saves a vote; answers the failure's message, or null when it was saved. */
export type Rate = (next: Feedback) => Promise<string | null>;
