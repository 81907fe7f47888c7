import { Dialog, DialogBody, Radio, RadioGroup } from "@blueprintjs/core";
import type { LinkView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { widgetsApi } from "../../../api/widgets";
import { FormAlert } from "../../../forms/FormAlert";
import { applyServerIssues } from "../../../forms/serverIssues";
import { TextField } from "../../../forms/TextField";
import { errorText } from "../../../i18n/errorText";
import { wallKeys } from "../keys";
import { createLinkResolver, linkFormFields, updateLinkResolver, type LinkFormValues } from "./linkSchemas";
import { WALL_LINKS } from "./wallLinks";
import { useWallTranslation } from "../i18n";
import { FormDialogFooter } from "../../../ui/FormDialogFooter";

interface LinkFormDialogProps {
  clientId: string;
  /** Absent: a new link. */
  link?: LinkView;
  onClose: () => void;
}

/** Adds or edits a link of the wall's links block (admins): title, link, article or external. */
export function LinkFormDialog({ clientId, link, onClose }: LinkFormDialogProps) {
  const { t } = useWallTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<LinkFormValues, unknown, object>({
    resolver: link ? updateLinkResolver : createLinkResolver,
    defaultValues: { title: link?.title ?? "", link: link?.link ?? "", kind: link?.kind ?? "external" },
  });
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      if (link) await widgetsApi.updateLink(clientId, WALL_LINKS, link._id, body, { no_show: true });
      else await widgetsApi.addLink(clientId, WALL_LINKS, body as LinkFormValues, { no_show: true });
      await queryClient.invalidateQueries({ queryKey: wallKeys.links(clientId) });
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, linkFormFields, form.setError)) setFailure(error);
    }
  });
  const title = link ? t("widgets.links.editTitle") : t("widgets.links.add");
  return (
    <Dialog isOpen title={title} onClose={onClose} className="wall-dialog">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <DialogBody>
            {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
            <TextField name="title" label={t("widgets.links.fields.title")} maxLength={200} autoFocus />
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <RadioGroup
                  label={t("widgets.links.fields.kind")}
                  inline
                  selectedValue={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                >
                  <Radio value="external" label={t("widgets.links.kinds.external")} />
                  <Radio value="article" label={t("widgets.links.kinds.article")} />
                </RadioGroup>
              )}
            />
            <TextField
              name="link"
              label={t("widgets.links.fields.link")}
              placeholder={t(form.watch("kind") === "article" ? "widgets.links.articleHint" : "widgets.links.urlHint")}
              inputMode="url"
            />
          </DialogBody>
          <FormDialogFooter submitText={t("ui:common.save")} saving={form.formState.isSubmitting} onCancel={onClose} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
