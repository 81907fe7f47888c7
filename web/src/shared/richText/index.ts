/**
 * Rich text of documents (knowledge-base articles, vacancies): the lazily loaded editor, the view of
 * server-cleaned HTML and its table of contents. Only the editor's chunk carries tiptap.
 */
export { LazyRichTextEditor } from "./LazyRichTextEditor";
export type { RichTextEditorProps } from "./types";
export { RichTextView } from "./RichTextView";
export { TableOfContents, type TocHeading } from "./TableOfContents";
