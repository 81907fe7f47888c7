import { Button, Card, FormGroup, H4, InputGroup, TextArea, type InputGroupProps } from "@blueprintjs/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ErrorCode } from "@intranet/contracts";
import { isAdminOrAbove } from "@intranet/contracts/roles";
import { formatCoins, shopLanguages, shopLimits, type ShopView } from "@intranet/contracts/shop";
import { FormAlert } from "../../../forms/FormAlert";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { useDialogSave } from "../../../forms/useDialogSave";
import { errorText } from "../../../i18n/errorText";
import { translateCode } from "../../../i18n/translateMessage";
import { useShellData } from "../../../shell/useShellData";
import { showToast } from "../../../ui/toast";
import { shopApi, shopKeys } from "../api";
import { useShopTranslation } from "../i18n";
import { PicturesField, pictureIds, usePictureUploads } from "../items/PicturesField";
import { bodyOf, draftOf, type SettingsDraft } from "./draft";
import { LanguageTexts } from "./LanguageTexts";
import { ManagersField } from "./ManagersField";

/**
 * The shop's settings (managers; the managers themselves by admins): its name, icon, description
 * and picture; the currency's default name and code, then each language's own name, currency word
 * per plural form and code (empty = the default). A refused field is named under it.
 */
export function SettingsTab({ shop }: { shop: ShopView }) {
  const { t } = useShopTranslation();
  const { me } = useShellData();
  const queryClient = useQueryClient();
  const admin = isAdminOrAbove(me);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(shop));
  const [pic, setPic] = useState(shop.pic ? [shop.pic] : []);
  const uploads = usePictureUploads();
  const [tried, setTried] = useState(false);
  const { saving, failure, run } = useDialogSave();
  const change = (patch: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const required = {
    name: draft.name.trim() ? null : t("settings.nameNeeded"),
    currencyName: draft.currencyName.trim() ? null : t("settings.currencyNeeded"),
    currencyShort: draft.currencyShort.trim() ? null : t("settings.shortNeeded"),
  };
  const refused = bodyIssuesByField(failure, (path) => path.join("."));
  const problemAt = (field: string): string | null =>
    (tried ? required[field as keyof typeof required] : null) ??
    (refused[field] ? translateCode(t, refused[field] as ErrorCode) : null);
  const field = (key: "name" | "currencyName" | "currencyShort" | "icon", label: string, props: InputGroupProps) => (
    <FormGroup
      label={label}
      labelFor={`shop-settings-${key}`}
      intent={problemAt(key) ? "danger" : "none"}
      helperText={problemAt(key) ?? props.placeholder}
    >
      <InputGroup
        id={`shop-settings-${key}`}
        value={draft[key]}
        intent={problemAt(key) ? "danger" : "none"}
        onValueChange={(value) => change({ [key]: value })}
        {...props}
        placeholder={undefined}
      />
    </FormGroup>
  );

  const save = () => {
    setTried(true);
    if (Object.values(required).some(Boolean)) return;
    void run(async () => {
      const [picture] = pictureIds(pic, uploads);
      const saved = await shopApi.saveSettings(bodyOf(draft, admin, picture ?? null));
      queryClient.setQueryData(shopKeys.settings(shop.client_id), saved);
      uploads.clear();
      setPic(saved.pic ? [saved.pic] : []);
      void showToast(t("settings.saved"));
    });
  };
  // The preview counts with what is typed now, as the saved settings will.
  const naming = { ...draft, translations: bodyOf(draft, false, null).translations };
  const general = Object.keys(refused).length === 0 && failure ? errorText(t, failure) : null;

  return (
    <form
      className="shop-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {general ? <FormAlert intent="danger">{general}</FormAlert> : null}
      <Card className="shop-settings-card">
        <H4>{t("settings.general")}</H4>
        {field("name", t("settings.name"), { maxLength: shopLimits.nameMax, placeholder: t("settings.nameHelp") })}
        {field("icon", t("settings.icon"), { maxLength: shopLimits.iconMax, placeholder: t("settings.iconHelp") })}
        <FormGroup label={t("settings.description")} labelFor="shop-settings-description">
          <TextArea
            id="shop-settings-description"
            fill
            maxLength={shopLimits.descriptionMax}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        </FormGroup>
        <PicturesField
          id="shop-settings-picture"
          label={t("settings.picture")}
          hint={t("settings.pictureHint")}
          addText={t("settings.pictureChoose")}
          kept={pic}
          onKeptChange={setPic}
          uploads={uploads}
          limit={1}
        />
      </Card>
      <Card className="shop-settings-card">
        <H4>{t("settings.currency")}</H4>
        <div className="shop-editor-row">
          {field("currencyName", t("settings.currencyName"), {
            maxLength: shopLimits.nameMax,
            placeholder: t("settings.currencyNameHelp"),
          })}
          {field("currencyShort", t("settings.currencyShort"), { maxLength: shopLimits.shortMax })}
        </div>
      </Card>
      <Card className="shop-settings-card">
        <H4>{t("settings.translations")}</H4>
        <p className="shop-muted">{t("settings.translationsHelp")}</p>
        <div className="shop-languages">
          {shopLanguages.map((language) => (
            <LanguageTexts
              key={language}
              language={language}
              texts={draft.translations[language]}
              problemAt={(path) => problemAt(`translations.${language}.${path}`)}
              preview={(count) => formatCoins(count, language, naming)}
              onChange={(texts) => change({ translations: { ...draft.translations, [language]: texts } })}
            />
          ))}
        </div>
      </Card>
      <Card className="shop-settings-card">
        <ManagersField
          client={shop.client_id}
          managers={draft.managers}
          editable={admin}
          onChange={(managers) => change({ managers })}
        />
      </Card>
      <div className="shop-settings-actions">
        <Button type="submit" intent="primary" icon="tick" loading={saving} disabled={uploads.uploading}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}
