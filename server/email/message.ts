/** One outgoing e-mail, as every transport (Resend, dev outbox) receives it. */
export type EmailMessage = { to: string; subject: string; text: string; html: string };
