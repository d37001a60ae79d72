import type { EmailMessage } from "./message";

/**
 * Line breaks (CR, LF, NEL, the Unicode line and paragraph separators) and other control characters,
 * in runs. In a header they would end it and start another (`Bcc:`, a second body): header injection.
 */
const BREAKS_AND_CONTROLS = /[\u0000-\u001F\u007F\u0085\u2028\u2029]+/g;

/** `text` on one line: every run of breaks and controls becomes one space. */
export function singleLine(text: string): string {
  return text.replace(BREAKS_AND_CONTROLS, " ").trim();
}

/**
 * The message with its header fields (recipient, subject) on one line, whatever the templates put
 * there: subjects quote what visitors and admins typed (a demo request's company, an organisation's
 * name), so this is applied once, where every message is sent, rather than trusted to each template.
 */
export function withSingleLineHeaders(message: EmailMessage): EmailMessage {
  return { ...message, to: singleLine(message.to), subject: singleLine(message.subject) };
}
