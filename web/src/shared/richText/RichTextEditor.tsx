import type { Editor } from "@tiptap/core";
import type { Node } from "@tiptap/pm/model";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useState } from "react";
import { EditorSkeleton } from "./EditorSkeleton";
import { EditorToolbar } from "./EditorToolbar";
import { documentExtensions } from "./extensions";
import { MentionPopup } from "./MentionPopup";
import { editorClasses, minHeightStyle } from "./frame";
import type { RichTextEditorProps } from "./types";
import { useMentionSuggestion } from "./useMentionSuggestion";
import "./richText.css";

/**
 * The document editor (knowledge-base articles, vacancies): tiptap with a Blueprint toolbar and
 * "@" mentions. Uncontrolled: it opens `initialValue` and reports `onChange(html)`; to open another
 * document, give it a new `key`. The server sanitises what it gets. Load it through
 * `LazyRichTextEditor` so tiptap stays out of the pages that only show documents.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { initialValue, onChange, label, placeholder = "", disabled, invalid, uploadImage, id, onBlur } = props;
  const mention = useMentionSuggestion();
  const [extensions] = useState(() => documentExtensions(placeholder, mention.options));
  const editor = useEditor({
    // Created when the component commits, not while it renders: an editor made during a render that
    // React commits late (a busy machine) is destroyed by tiptap and replaced after mount, and the
    // keystrokes typed into the first one are lost.
    immediatelyRender: false,
    extensions,
    content: initialValue,
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
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  if (!editor) return <EditorSkeleton {...props} />;
  return (
    <div className={editorClasses(invalid, disabled)} style={minHeightStyle(props.minHeight)}>
      <EditorToolbar editor={editor} disabled={disabled} uploadImage={uploadImage} />
      <EditorContent editor={editor} className="rich-editor-content rich-doc" />
      {mention.typing ? <MentionPopup typing={mention.typing} keys={mention.keys} /> : null}
    </div>
  );
}

/** The document's HTML; "" when it is empty. */
const htmlOf = (editor: Editor) => (isBlank(editor.state.doc) ? "" : withoutTrailingParagraph(editor.getHTML()));

/** The empty paragraph tiptap keeps after a last table or heading (a place for the caret) is not content. */
const withoutTrailingParagraph = (html: string) => html.replace(/(?:<p><\/p>)+$/, "");

/** Nothing but one empty paragraph (tiptap's isEmpty also calls a lone table or image empty). */
const isBlank = (doc: Node) =>
  doc.childCount === 1 && doc.firstChild!.type.name === "paragraph" && !doc.firstChild!.content.size;
