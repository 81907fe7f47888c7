import type { Node } from "@tiptap/pm/model";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { EditorToolbar } from "./EditorToolbar";
import { documentExtensions } from "./extensions";
import { MentionPopup } from "./MentionPopup";
import { editorClasses, minHeightStyle } from "./frame";
import type { RichTextEditorProps } from "./types";
import { useMentionSuggestion } from "./useMentionSuggestion";
import "./richText.css";

/** Reports remembered as echoes: more than a burst of keystrokes can outrun one render. */
const ECHOES = 50;

/**
 * The document editor (knowledge-base articles, vacancies): tiptap with a Blueprint toolbar and
 * "@" mentions. Controlled: `value` in, `onChange(html)` out; the server sanitises what it gets.
 * Load it through `LazyRichTextEditor` so tiptap stays out of the pages that only show documents.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, label, placeholder = "", disabled, invalid, uploadImage, id, onBlur } = props;
  const mention = useMentionSuggestion();
  const [extensions] = useState(() => documentExtensions(placeholder, mention.options));
  // What this editor reported lately: a `value` among them is our own echo — possibly a stale one,
  // rendered while faster typing already went on — never a new document to load over the typing.
  const emitted = useRef<string[]>([value]);
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = isBlank(current.state.doc) ? "" : withoutTrailingParagraph(current.getHTML());
      emitted.current = [...emitted.current.slice(-(ECHOES - 1)), html];
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    if (emitted.current.includes(value)) return;
    emitted.current = [value];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <div className={editorClasses(invalid, disabled)} style={minHeightStyle(props.minHeight)}>
      <EditorToolbar editor={editor} disabled={disabled} uploadImage={uploadImage} />
      <EditorContent editor={editor} className="rich-editor-content rich-doc" />
      {mention.typing ? <MentionPopup typing={mention.typing} keys={mention.keys} /> : null}
    </div>
  );
}

/** The empty paragraph tiptap keeps after a last table or heading (a place for the caret) is not content. */
const withoutTrailingParagraph = (html: string) => html.replace(/(?:<p><\/p>)+$/, "");

/** Nothing but one empty paragraph (tiptap's isEmpty also calls a lone table or image empty). */
const isBlank = (doc: Node) =>
  doc.childCount === 1 && doc.firstChild!.type.name === "paragraph" && !doc.firstChild!.content.size;
