import { Button, Callout, Card, FormGroup, NumericInput, Switch } from "@blueprintjs/core";
import type { Audience } from "@intranet/contracts/audiences";
import type { IdeaSettingsView, IdeaVisibility } from "@intranet/contracts/ideas";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { formatCoins, shopLanguageOf, shopLimits, shopRoutes, type ShopView } from "@intranet/contracts/shop";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { callRoute } from "../../../api/client";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { RecipientsField } from "../../../shared/RecipientsField";
import { ChoiceRadios } from "../../../ui/ChoiceRadios";
import { featureActive } from "../../../shell/menu/visibleMenu";
import { useShellData } from "../../../shell/useShellData";
import { showToast } from "../../../ui/toast";
import { ideasApi, ideasKeys } from "../api";
import { useIdeasTranslation } from "../i18n";

/**
 * The company's ideas settings (admins): who receives them (people or audiences; none: the admins),
 * who sees the board, and the coins an accepted idea pays its author (the shop's `idea` auto-award).
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
        <Button type="submit" intent="primary" icon="floppy-disk" text={t("settings.save")} loading={saving} />
      </form>
      <IdeaAward client={client} />
    </Card>
  );
}

/** The shop's settings under the shop's own query key, so the shop's screens read the same cache. */
const shopSettingsKey = (client: string) => ["shop", "settings", client] as const;

/**
 * The award for an accepted idea: the shop's `idea` auto-award (GET /api/shop/byClient/{client}),
 * shown only with the shop feature on, the shop right and `canManage`; nothing while it loads or
 * when the shop refuses (403), and quietly (no dialog).
 */
function IdeaAward({ client }: { client: string }) {
  const { me, client: company } = useShellData();
  const eligible = featureActive(company, "shop") && meetsAccessLevel(me, "shop");
  const shop = useQuery({
    queryKey: shopSettingsKey(client),
    enabled: eligible,
    queryFn: () => callRoute(shopRoutes.settings, { params: { client } }, { no_show: true }),
  });
  if (!eligible || !shop.data?.canManage) return null;
  return <IdeaAwardForm key={shop.dataUpdatedAt} client={client} shop={shop.data} />;
}

/**
 * The switch and the amount, saved with PUT /api/shop: `autoAwards` is replaced as a whole, so the
 * company's other awards (and the idea's achievement) go back as they were. Failures show the
 * catalogue's message (the API client's dialog).
 */
function IdeaAwardForm({ client, shop }: { client: string; shop: ShopView }) {
  const { t, i18n } = useIdeasTranslation();
  const queryClient = useQueryClient();
  const rule = shop.autoAwards.idea;
  const [enabled, setEnabled] = useState(rule.enabled);
  const [amount, setAmount] = useState(rule.amount);
  const [saving, setSaving] = useState(false);
  const language = shopLanguageOf(i18n.language);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const autoAwards = { ...shop.autoAwards, idea: { ...rule, enabled, amount } };
      const saved = await callRoute(shopRoutes.saveSettings, { body: { autoAwards } });
      queryClient.setQueryData(shopSettingsKey(client), saved);
      void showToast(t("ui:common.saved"));
    } catch {
      // The API client showed the catalogue's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Callout icon="dollar" title={t("settings.award")} className="ideas-notice">
      <form onSubmit={(event) => void save(event)} noValidate aria-label={t("settings.award")}>
        <p>{t("settings.awardText")}</p>
        <Switch
          checked={enabled}
          label={t("settings.awardEnabled")}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <FormGroup
          label={t("settings.awardAmount")}
          labelFor="ideas-award-amount"
          helperText={
            enabled
              ? t("settings.awardPreview", { coins: formatCoins(amount, language, shop) })
              : t("settings.awardOff")
          }
        >
          <NumericInput
            id="ideas-award-amount"
            min={0}
            max={shopLimits.maxAccrual}
            value={amount}
            disabled={!enabled}
            onValueChange={(value) =>
              setAmount(Number.isFinite(value) ? Math.min(shopLimits.maxAccrual, Math.max(0, Math.floor(value))) : 0)
            }
          />
        </FormGroup>
        <Button type="submit" icon="floppy-disk" text={t("settings.awardSave")} loading={saving} />
      </form>
    </Callout>
  );
}
