import "server-only";

import sanitizeHtml from "sanitize-html";

/**
 * Knowledge-block HTML is stored and rendered only after this allowlist (ASVS 5.0 §1.3.1): exactly
 * what the editor toolbar produces (headings 1–3, bold, italic, underline, ordered and bullet lists,
 * links, line breaks). Anything else loses its tags but keeps its text, so a paste from elsewhere
 * degrades to plain words instead of disappearing. Strike-through, code, quotes and rules are not in
 * the toolbar, so they are not kept either (the editor should not offer their input shortcuts).
 */
const ALLOWED_TAGS = ["h1", "h2", "h3", "p", "br", "strong", "em", "u", "ol", "ul", "li", "a"];

const ALLOWED_LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

// Elements whose text is never content: discarded with everything inside them, not unwrapped.
const DISCARDED_WITH_CONTENT = (
  "script style textarea option select noscript template title xmp iframe noembed noframes object " +
  "embed applet svg math head plaintext"
).split(" ");

/**
 * Judges a link the way the browser will follow it: the WHATWG URL parser drops tabs and newlines
 * and trims control characters, so "jav&#x09;ascript:" and " JAVASCRIPT:" resolve to javascript:.
 * Only absolute http(s) and mailto links survive; relative ones have no meaning in a knowledge block.
 */
function isAllowedLink(href: string | undefined): href is string {
  if (!href) return false;
  try {
    return ALLOWED_LINK_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "target", "rel"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  nonTextTags: DISCARDED_WITH_CONTENT,
  disallowedTagsMode: "discard",
  transformTags: {
    b: "strong",
    i: "em",
    // Every surviving link opens in a new tab without handing the opener to the target. A refused
    // URL leaves an <a> without attributes: inert text, not a link. (Renaming it to a disallowed tag
    // would be tidier, but sanitize-html 2.18 then closes the next sibling element with that name.)
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: isAllowedLink(attribs.href)
        ? { href: attribs.href.trim(), target: "_blank", rel: "noopener noreferrer" }
        : {},
    }),
    ol: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: /^\d{1,6}$/.test(attribs.start ?? "") ? { start: attribs.start } : {},
    }),
  },
};

export function sanitizeKnowledgeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
