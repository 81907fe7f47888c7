import type { IconName } from "@blueprintjs/core";
import type { ChainedCommands, Editor } from "@tiptap/core";

type Level = 2 | 3 | 4;

/** A toolbar button: its text key, icon (or short text), whether it is on, and what it does. */
export interface ToolSpec {
  key: string;
  label:
    | "bold"
    | "italic"
    | "strike"
    | "code"
    | "paragraph"
    | "heading"
    | "bulletList"
    | "orderedList"
    | "blockquote"
    | "codeBlock";
  icon?: IconName;
  text?: string;
  level?: Level;
  isActive: (editor: Editor) => boolean;
  run: (chain: ChainedCommands) => ChainedCommands;
}

const heading = (level: Level): ToolSpec => ({
  key: `h${level}`,
  label: "heading",
  text: `H${level}`,
  level,
  isActive: (editor) => editor.isActive("heading", { level }),
  run: (chain) => chain.toggleHeading({ level }),
});

export const markTools: ToolSpec[] = [
  { key: "bold", label: "bold", icon: "bold", isActive: (e) => e.isActive("bold"), run: (c) => c.toggleBold() },
  {
    key: "italic",
    label: "italic",
    icon: "italic",
    isActive: (e) => e.isActive("italic"),
    run: (c) => c.toggleItalic(),
  },
  {
    key: "strike",
    label: "strike",
    icon: "strikethrough",
    isActive: (e) => e.isActive("strike"),
    run: (c) => c.toggleStrike(),
  },
  { key: "code", label: "code", icon: "code", isActive: (e) => e.isActive("code"), run: (c) => c.toggleCode() },
];

export const blockTools: ToolSpec[] = [
  {
    key: "paragraph",
    label: "paragraph",
    icon: "paragraph",
    isActive: (e) => e.isActive("paragraph"),
    run: (c) => c.setParagraph(),
  },
  heading(2),
  heading(3),
  heading(4),
];

export const listTools: ToolSpec[] = [
  {
    key: "bulletList",
    label: "bulletList",
    icon: "properties",
    isActive: (e) => e.isActive("bulletList"),
    run: (c) => c.toggleBulletList(),
  },
  {
    key: "orderedList",
    label: "orderedList",
    icon: "numbered-list",
    isActive: (e) => e.isActive("orderedList"),
    run: (c) => c.toggleOrderedList(),
  },
  {
    key: "blockquote",
    label: "blockquote",
    icon: "citation",
    isActive: (e) => e.isActive("blockquote"),
    run: (c) => c.toggleBlockquote(),
  },
  {
    key: "codeBlock",
    label: "codeBlock",
    icon: "code-block",
    isActive: (e) => e.isActive("codeBlock"),
    run: (c) => c.toggleCodeBlock(),
  },
];
