import { Dialog, DialogBody, Radio, RadioGroup } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import type { ArticleView } from "@intranet/contracts/articles";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../../forms/FormAlert";
import { useDialogSave } from "../../../forms/useDialogSave";
import { errorText } from "../../../i18n/errorText";
import { RecipientsField } from "../../../shared/RecipientsField";
import { FormDialogFooter } from "../../../ui/FormDialogFooter";
import { showToast } from "../../../ui/toast";
import { articlesApi, articlesKeys } from "../api";
import { useArticlesTranslation } from "../i18n";
import { draftOf, grantLevels, grantsOf, type GrantsDraft } from "./grantsDraft";
import { InheritedGrants } from "./InheritedGrants";

/**
 * Who may read and edit a node (PUT rights): "as its folder" (no grants of its own; the folder's are
 * shown) or its own grants, as three audience lists — may edit, may read, no access — in the shared
 * audience picker.
 */
export function RightsDialog({
  client,
  node,
  onClose,
}: {
  client: ClientView;
  node: ArticleView;
  onClose: () => void;
}) {
  const { t } = useArticlesTranslation();
  const queryClient = useQueryClient();
  const [own, setOwn] = useState((node.grants ?? []).length > 0);
  const [draft, setDraft] = useState<GrantsDraft>(() => draftOf(node.grants ?? []));
  const { saving, failure, run } = useDialogSave();
  const submit = () =>
    run(async () => {
      const saved = await articlesApi.rights(node.id, own ? grantsOf(draft) : [], { no_show: true });
      queryClient.setQueryData(articlesKeys.node(node.id), saved);
      void queryClient.invalidateQueries({ queryKey: articlesKeys.all });
      void showToast(t("rights.saved"));
      onClose();
    });
  const title = t("rights.title", { title: node.title });
  return (
    <Dialog isOpen title={title} onClose={onClose} className="articles-dialog articles-rights">
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
          <RadioGroup
            selectedValue={own ? "own" : "inherit"}
            onChange={(event) => setOwn(event.currentTarget.value === "own")}
          >
            <Radio value="inherit" label={t("rights.inherit")} />
            <Radio value="own" label={t("rights.own")} />
          </RadioGroup>
          {own ? (
            <>
              <p className="articles-muted">{t("rights.ownHint")}</p>
              {grantLevels.map((level) => (
                <RecipientsField
                  key={level}
                  clientId={client._id}
                  forAll={draft[level].forAll}
                  recipients={draft[level].recipients}
                  labels={{
                    field: t(`rights.${level}`),
                    ...(level === "none" ? {} : { forAll: t("rights.everyone") }),
                    kind: t("rights.kind"),
                    none: t("rights.nobody"),
                  }}
                  onChange={(change) => setDraft((current) => ({ ...current, [level]: change }))}
                />
              ))}
            </>
          ) : (
            <>
              <p className="articles-muted">{t("rights.inheritHint")}</p>
              <InheritedGrants clientId={client._id} grants={node.inheritedGrants ?? []} />
            </>
          )}
        </DialogBody>
        <FormDialogFooter submitText={t("rights.save")} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
