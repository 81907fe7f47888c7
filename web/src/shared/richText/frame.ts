import type { CSSProperties } from "react";

/** The editor's frame, shared by the editor and its loading skeleton so both have the same size. */
const DEFAULT_MIN_HEIGHT = 240;

/** Toolbar buttons (with the image one): the skeleton draws as many, so it wraps like the toolbar on a phone. */
export const toolbarSlots = (withImage: boolean) => (withImage ? 18 : 17);

export const editorClasses = (invalid?: boolean, disabled?: boolean) =>
  ["rich-editor", invalid ? "rich-editor-invalid" : "", disabled ? "rich-editor-disabled" : ""].join(" ").trim();

export const minHeightStyle = (minHeight = DEFAULT_MIN_HEIGHT) =>
  ({ "--rich-min-height": `${minHeight}px` }) as CSSProperties;
