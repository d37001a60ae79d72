"use client";

import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  RemoveFormatting,
  Underline,
  type LucideIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/lib/ui/cn";
import { LinkForm } from "./link-form";

type ToolKey =
  "heading1" | "heading2" | "heading3" | "bold" | "italic" | "underline" | "orderedList" | "bulletList";

type Tool = {
  key: ToolKey;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  isActive: (e: Editor) => boolean;
};

const heading = (level: 1 | 2 | 3): Pick<Tool, "run" | "isActive"> => ({
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
  isActive: (editor) => editor.isActive("heading", { level }),
});

const TOOLS: Tool[] = [
  { key: "heading1", icon: Heading1, ...heading(1) },
  { key: "heading2", icon: Heading2, ...heading(2) },
  { key: "heading3", icon: Heading3, ...heading(3) },
  {
    key: "bold",
    icon: Bold,
    run: (editor) => editor.chain().focus().toggleBold().run(),
    isActive: (editor) => editor.isActive("bold"),
  },
  {
    key: "italic",
    icon: Italic,
    run: (editor) => editor.chain().focus().toggleItalic().run(),
    isActive: (editor) => editor.isActive("italic"),
  },
  {
    key: "underline",
    icon: Underline,
    run: (editor) => editor.chain().focus().toggleUnderline().run(),
    isActive: (editor) => editor.isActive("underline"),
  },
  {
    key: "orderedList",
    icon: ListOrdered,
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    isActive: (editor) => editor.isActive("orderedList"),
  },
  {
    key: "bulletList",
    icon: List,
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
    isActive: (editor) => editor.isActive("bulletList"),
  },
];

const GROUP_ENDS = new Set<ToolKey>(["heading3", "underline"]);

function ToolButton({
  label,
  icon: Icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  pressed?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the caret in the text on a mouse click, so typing continues right away in the new format.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "flex size-8 items-center justify-center rounded-md text-slate-600 transition-colors hover:bg-slate-200/70 hover:text-slate-900 disabled:opacity-40",
        pressed && "bg-brand-soft text-brand-hover ring-1 ring-brand-ring ring-inset",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** Formatting buttons of spec §2, each a real button announcing its state (aria-pressed). */
export function EditorToolbar({ editor }: { editor: Editor | null }) {
  const t = useTranslations("Training.editor");
  const [linkOpen, setLinkOpen] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      ...Object.fromEntries(TOOLS.map((tool) => [tool.key, current ? tool.isActive(current) : false])),
      link: current?.isActive("link") ?? false,
    }),
  }) as Record<ToolKey | "link", boolean> | null;

  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div role="toolbar" aria-label={t("toolbar")} className="flex flex-wrap items-center gap-0.5 p-1">
        {TOOLS.map((tool) => (
          <span key={tool.key} className="contents">
            <ToolButton
              label={t(tool.key)}
              icon={tool.icon}
              pressed={active?.[tool.key] ?? false}
              disabled={!editor}
              onClick={() => editor && tool.run(editor)}
            />
            {GROUP_ENDS.has(tool.key) && <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300" />}
          </span>
        ))}
        <ToolButton
          label={t("link")}
          icon={Link2}
          pressed={linkOpen || (active?.link ?? false)}
          disabled={!editor}
          onClick={() => setLinkOpen((open) => !open)}
        />
        <ToolButton
          label={t("clear")}
          icon={RemoveFormatting}
          disabled={!editor}
          onClick={() => editor?.chain().focus().unsetAllMarks().clearNodes().run()}
        />
      </div>
      {linkOpen && editor && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
    </div>
  );
}
