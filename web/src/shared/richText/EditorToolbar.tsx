import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { Fragment } from "react";
import { useSharedTranslation } from "../i18n";
import { ImageButton, type UploadImage } from "./ImageButton";
import { LinkButton } from "./LinkButton";
import { TableMenu } from "./TableMenu";
import { ToolButton } from "./ToolButton";
import { blockTools, listTools, markTools, type ToolSpec } from "./toolSpecs";

interface EditorToolbarProps {
  editor: Editor;
  disabled?: boolean;
  uploadImage?: UploadImage;
}

const groups = [markTools, blockTools, listTools];

/** The editor's toolbar (wraps on a phone): marks, block types, lists, link, table, image, line, undo/redo. */
export function EditorToolbar({ editor, disabled, uploadImage }: EditorToolbarProps) {
  const { t } = useSharedTranslation();
  // Re-renders only when what the buttons show changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(groups.flat().map((tool) => [tool.key, tool.isActive(current)])),
      link: current.isActive("link"),
      table: current.isActive("table"),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  });
  const button = (tool: ToolSpec) => (
    <ToolButton
      key={tool.key}
      label={t(`richText.${tool.label}`, { level: tool.level })}
      icon={tool.icon}
      text={tool.text}
      active={state.active[tool.key] ?? false}
      disabled={disabled}
      onClick={() => tool.run(editor.chain().focus()).run()}
    />
  );
  const divider = <span className="rich-toolbar-divider" aria-hidden />;

  return (
    <div className="rich-toolbar" role="toolbar" aria-label={t("richText.toolbar")}>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {group.map(button)}
          {divider}
        </Fragment>
      ))}
      <LinkButton editor={editor} active={state.link} disabled={disabled} />
      <TableMenu editor={editor} inTable={state.table} disabled={disabled} />
      {uploadImage ? <ImageButton editor={editor} uploadImage={uploadImage} disabled={disabled} /> : null}
      <ToolButton
        label={t("richText.horizontalRule")}
        icon="minus"
        disabled={disabled}
        onClick={() => editor.chain().focus().setHorizontalRule().run()}
      />
      {divider}
      <ToolButton
        label={t("richText.undo")}
        icon="undo"
        disabled={disabled || !state.undo}
        onClick={() => editor.chain().focus().undo().run()}
      />
      <ToolButton
        label={t("richText.redo")}
        icon="redo"
        disabled={disabled || !state.redo}
        onClick={() => editor.chain().focus().redo().run()}
      />
    </div>
  );
}
