import { Button, Card, Callout } from "@blueprintjs/core";
import type { Audience } from "@intranet/contracts/audiences";
import type { IdeaSettingsView, IdeaVisibility } from "@intranet/contracts/ideas";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { RecipientsField } from "../../../shared/RecipientsField";
import { ChoiceRadios } from "../../../ui/ChoiceRadios";
import { showToast } from "../../../ui/toast";
import { ideasApi, ideasKeys } from "../api";
import { useIdeasTranslation } from "../i18n";
import { shopSettingsPath } from "../paths";

/**
 * The company's ideas settings (admins): who receives them (people or audiences; none: the admins),
 * who sees the board, and where the shop sets the coins an accepted idea pays its author.
 */
export function IdeasSettings({ client, settings }: { client: string; settings: IdeaSettingsView }) {
  const { t } = useIdeasTranslation();
  const queryClient = useQueryClient();
  const [recipients, setRecipients] = useState<Audience[]>(settings.recipients);
  const [visibility, setVisibility] = useState<IdeaVisibility>(settings.visibility);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [refused, setRefused] = useState<string | undefined>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    setRefused(undefined);
    try {
      const saved = await ideasApi.saveSettings(client, { recipients, visibility }, { no_show: true });
      queryClient.setQueryData(ideasKeys.settings(client), saved);
      void queryClient.invalidateQueries({ queryKey: ideasKeys.lists });
      void showToast(t("ui:common.saved"));
    } catch (error) {
      const { recipients: issue } = bodyIssuesByField(error, (path) => (path[0] === "recipients" ? "recipients" : ""));
      if (issue) setRefused(issue);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="ideas-form ideas-settings">
      <form onSubmit={(event) => void save(event)} noValidate aria-label={t("tabs.settings")}>
        {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
        <RecipientsField
          clientId={client}
          forAll={false}
          recipients={recipients}
          error={refused}
          labels={{ field: t("settings.recipients"), kind: t("settings.kind"), none: t("settings.none") }}
          onChange={(change) => {
            setRecipients(change.recipients);
            setRefused(undefined);
          }}
        />
        <p className="ideas-muted ideas-recipients-hint">{t("settings.recipientsHint")}</p>
        <ChoiceRadios<IdeaVisibility>
          label={t("settings.visibility")}
          value={visibility}
          onChange={setVisibility}
          choices={[
            { value: "company", name: t("settings.company"), hint: t("settings.companyHint"), icon: "office" },
            {
              value: "recipients",
              name: t("settings.recipientsOnly"),
              hint: t("settings.recipientsOnlyHint"),
              icon: "lock",
            },
          ]}
        />
        <Callout icon="dollar" title={t("settings.award")} className="ideas-notice">
          <p>{t("settings.awardText")}</p>
          <Link to={shopSettingsPath}>{t("settings.awardLink")}</Link>
        </Callout>
        <Button type="submit" intent="primary" icon="floppy-disk" text={t("settings.save")} loading={saving} />
      </form>
    </Card>
  );
}
