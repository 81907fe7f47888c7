import { Classes } from "@blueprintjs/core";
import { editorClasses, minHeightStyle, toolbarSlots } from "./frame";
import type { RichTextEditorProps } from "./types";

/** The editor's place while tiptap loads or the editor is being created: same frame, same size. */
export function EditorSkeleton({ label, invalid, disabled, minHeight, uploadImage }: RichTextEditorProps) {
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
