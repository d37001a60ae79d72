"use client";

import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { cn } from "@/lib/ui/cn";
import { EditorToolbar } from "./editor-toolbar";
import { isAllowedLink, RICH_TEXT_CLASSES } from "@/components/ui/rich-text";

/**
 * Only what the toolbar offers (spec §2) and what the server's sanitiser keeps: headings 1–3, bold,
 * italic, underline, lists and http(s)/mailto links. Strike, code, quotes and rules are switched
 * off so their Markdown shortcuts cannot produce formatting that would vanish on save.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    strike: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
];

export function RichTextEditor({
  id,
  initialContent,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
}: {
  id: string;
  initialContent: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    // Server rendering has no DOM: the editor mounts on the client (Tiptap + Next.js).
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy && { "aria-describedby": describedBy }),
        class: cn("min-h-48 px-3 py-2.5 outline-none", RICH_TEXT_CLASSES),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <div
      className={cn(
        "overflow-hidden rounded-lg border bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-ring",
        invalid ? "border-red-500" : "border-slate-300 focus-within:border-brand",
      )}
    >
      <EditorToolbar editor={editor} />
      <div className="max-h-[45dvh] overflow-y-auto">
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
