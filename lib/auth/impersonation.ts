/** Support sessions (a superadmin viewing the app as one user): read-only, at most this long. */
export const IMPERSONATION_MINUTES = 60;
export const IMPERSONATION_REASON_MAX = 500;

/** What the banner shows while a superadmin views the app as someone else. */
export type ImpersonationView = {
  id: string;
  impersonator: { id: string; name: string; email: string };
  organizationName: string;
  expiresAt: Date;
};

/**
 * A question a superadmin asks in a support session's chat (its test mode, issue 24 point 5): the
 * answer is the viewed member's, but nothing is stored as theirs and the question is audited.
 */
export type SupportQuestioner = {
  impersonationId: string;
  impersonatorId: string;
  /** The superadmin's address, for the audit trail. */
  ip: string | null;
};
