import { Classes } from "@blueprintjs/core";
import { lazy, Suspense } from "react";
import { editorClasses, minHeightStyle, toolbarSlots } from "./frame";
import type { RichTextEditorProps } from "./types";
import "./richText.css";

// tiptap (~100 KB gzip) is its own chunk, loaded when an editor first opens.
const RichTextEditor = lazy(() => import("./RichTextEditor"));

/** The document editor, loaded on first use; a skeleton of the same size holds its place meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton {...props} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

function EditorSkeleton({ label, invalid, disabled, minHeight, uploadImage }: RichTextEditorProps) {
  return (
    <div
      className={editorClasses(invalid, disabled)}
      style={minHeightStyle(minHeight)}
      aria-busy="true"
      aria-label={label}
    >
      <div className="rich-toolbar">
        {Array.from({ length: toolbarSlots(Boolean(uploadImage)) }, (_, index) => (
          <span key={index} className={`rich-skeleton-tool ${Classes.SKELETON}`} />
        ))}
      </div>
      <div className="rich-editor-content">
        <div className={`rich-skeleton-area ${Classes.SKELETON}`} />
      </div>
    </div>
  );
}
