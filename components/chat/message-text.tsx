import { Fragment, type ReactNode } from "react";
import { parseMessage, type Inline, type ListItem } from "@/lib/chat/format";

/**
 * An assistant answer as formatted text: bold, safe links opening in a new tab (shown as their full
 * address, never behind other words), indented list lines and [n] citations. Built from React nodes only (never dangerouslySetInnerHTML), so HTML in the
 * model's output is shown as the literal text it is.
 */
export function MessageText({
  text,
  citationHref,
  linksEnabled = true,
}: {
  text: string;
  /** Where a citation [n] points, e.g. the anchor of source n in the list under the answer. */
  citationHref?: (number: number) => string;
  /**
   * False while an answer is still streaming: the server only vets links (they must come from the
   * organisation's own content) in the final text, so until then a link is shown as its label.
   */
  linksEnabled?: boolean;
}) {
  const options: RenderOptions = { citationHref, linksEnabled };
  return (
    <div className="space-y-2 leading-relaxed break-words">
      {parseMessage(text).map((block, index) =>
        block.type === "paragraph" ? (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {renderInline(line, options)}
              </Fragment>
            ))}
          </p>
        ) : (
          <ul key={index} className="space-y-1">
            {block.items.map((item, itemIndex) => (
              <ListLine key={itemIndex} item={item} options={options} />
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** A label's own words, to tell whether it only repeats its address. */
function plainLabel(nodes: Inline[]): string {
  return nodes.map((node) => (node.type === "text" ? node.text : "")).join("");
}

const sameAddress = (label: string, href: string) =>
  label.trim().replace(/\/$/, "") === href.replace(/\/$/, "");

type RenderOptions = { citationHref?: (number: number) => string; linksEnabled: boolean };

function ListLine({ item, options }: { item: ListItem; options: RenderOptions }) {
  return (
    <li className="flex gap-2" style={{ paddingInlineStart: `${1 + item.depth * 1.25}rem` }}>
      <span aria-hidden={!item.ordered} className="shrink-0 tabular-nums">
        {item.marker}
      </span>
      <span>{renderInline(item.content, options)}</span>
    </li>
  );
}

function renderInline(nodes: Inline[], options: RenderOptions): ReactNode {
  const { citationHref } = options;
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return <Fragment key={index}>{node.text}</Fragment>;
      case "bold":
        return <strong key={index}>{renderInline(node.children, options)}</strong>;
      case "link": {
        const label = renderInline(node.children, options);
        if (!options.linksEnabled) return <Fragment key={index}>{label}</Fragment>;
        // The words of a link come from the organisation's documents (or the model): they may promise
        // one place and point to another. The clickable text is always the full destination itself.
        const destination = (
          <a
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all underline underline-offset-2"
          >
            {node.href}
          </a>
        );
        if (sameAddress(plainLabel(node.children), node.href))
          return <Fragment key={index}>{destination}</Fragment>;
        return (
          <Fragment key={index}>
            {label} ({destination})
          </Fragment>
        );
      }
      case "citation": {
        const label = `[${node.number}]`;
        return (
          <sup key={index} className="ms-0.5 text-xs font-semibold">
            {citationHref ? (
              <a href={citationHref(node.number)} className="no-underline hover:underline">
                {label}
              </a>
            ) : (
              label
            )}
          </sup>
        );
      }
    }
  });
}
