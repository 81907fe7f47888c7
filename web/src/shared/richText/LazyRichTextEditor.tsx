import { lazy, Suspense } from "react";
import { EditorSkeleton } from "./EditorSkeleton";
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
