/** Props of the document editor (no tiptap types: the lazy wrapper and its users import this file). */
export interface RichTextEditorProps {
  /**
   * The document the editor opens with (the server's cleaned HTML, "" for a new one). Read once:
   * the editor owns the text afterwards; to open another document, give the editor a new `key`.
   */
  initialValue: string;
  /** The editor's HTML after each change; "" when the document is empty. */
  onChange: (html: string) => void;
  /** The accessible name of the text area (the form field's label). */
  label: string;
  placeholder?: string;
  disabled?: boolean;
  /** A form error: red outline and aria-invalid. */
  invalid?: boolean;
  /** Stores a picked image and answers its public URL; without it there is no image button. */
  uploadImage?: (file: File) => Promise<{ url: string }>;
  /** The text area's id (for a FormGroup's labelFor). */
  id?: string;
  onBlur?: () => void;
  /** Height of the text area before it grows, in pixels (the loading skeleton has the same). */
  minHeight?: number;
}
