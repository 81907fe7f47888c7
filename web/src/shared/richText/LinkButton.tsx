import { Button, FormGroup, InputGroup } from "@blueprintjs/core";
import { ClickPopover } from "../../ui/ClickPopover";
import type { Editor } from "@tiptap/core";
import { useId, useState, type FormEvent } from "react";
import { useSharedTranslation } from "../i18n";
import { safeHref } from "./safeLink";
import { ToolButton } from "./ToolButton";

/** The link tool: a small popover asking the address (http, https or mailto only), or removing the link. */
export function LinkButton({ editor, active, disabled }: { editor: Editor; active: boolean; disabled?: boolean }) {
  const { t } = useSharedTranslation();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState("");
  const [refused, setRefused] = useState(false);
  const inputId = useId();

  const show = () => {
    setUrl((editor.getAttributes("link").href as string | undefined) ?? "");
    setRefused(false);
    setOpen(true);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = safeHref(url);
    if (!href) {
      setRefused(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    // Without a selection the address itself becomes the link's text.
    const text = { type: "text", text: href, marks: [{ type: "link", attrs: { href } }] };
    (editor.state.selection.empty && !active ? chain.insertContent(text) : chain.setLink({ href })).run();
    setOpen(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    setOpen(false);
  };

  return (
    <ClickPopover
      isOpen={open}
      onInteraction={(next) => (next ? show() : setOpen(false))}
      placement="bottom-start"
      disabled={disabled}
      content={
        <form className="rich-link-form" onSubmit={apply}>
          <FormGroup
            label={t("richText.linkUrl")}
            labelFor={inputId}
            intent={refused ? "danger" : "none"}
            helperText={refused ? t("richText.linkInvalid") : undefined}
          >
            <InputGroup
              id={inputId}
              autoFocus
              value={url}
              placeholder="https://"
              intent={refused ? "danger" : "none"}
              onValueChange={(value) => {
                setUrl(value);
                setRefused(false);
              }}
            />
          </FormGroup>
          <div className="rich-link-actions">
            {active ? <Button variant="minimal" text={t("richText.linkRemove")} onClick={remove} /> : null}
            <Button type="submit" intent="primary" text={t("richText.linkApply")} />
          </div>
        </form>
      }
    >
      <ToolButton
        label={t("richText.link")}
        icon="link"
        active={active}
        disabled={disabled}
        onClick={() => undefined}
      />
    </ClickPopover>
  );
}
