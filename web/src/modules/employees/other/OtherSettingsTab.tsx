import { Button, FormGroup, HTMLSelect, Radio, RadioGroup, Switch } from "@blueprintjs/core";
import { startPages, type ClientSettings, type ClientView } from "@intranet/contracts/clients";
import { Controller, useForm } from "react-hook-form";
import { useSaveOutcome } from "../../../forms/useSaveOutcome";
import { languages } from "../../../i18n/languages";
import { isBuiltMenuEntry } from "../../../shared/builtModules";
import { useMenuTranslation } from "../../../shell/menu/i18n";
import { menuItems, type MenuKey } from "../../../shell/menu/menuItems";
import { featureActive } from "../../../shell/menu/visibleMenu";
import { cabinetApi } from "../cabinetApi";
import { useEmployeesTranslation } from "../i18n";
import { useClientSaved } from "../useClientSaved";

type StartPage = (typeof startPages)[number];

/** Each start page's menu entry: its name, and whether its module is built and switched on. */
const startPageEntry: Record<StartPage, MenuKey> = {
  company: "company",
  profile: "profile",
  addressBook: "addressBook",
  calendar: "calendar",
  groups: "groups",
  articles: "articles",
  "task-tracker": "task_tracker",
};

interface OtherValues {
  start_page: StartPage;
  lang: NonNullable<ClientSettings["lang"]>;
  hideMoodMeter: boolean;
}

const valuesOf = (client: ClientView): OtherValues => ({
  start_page: client.settings.start_page ?? "company",
  lang: client.settings.lang ?? "en",
  hideMoodMeter: client.settings.hideMoodMeter ?? false,
});

/**
 * The cabinet's "other settings" tab (PUT /api/clients/{id}/settings): the company's start page,
 * its default language and whether the mood meter asks. The shell takes the answer at once.
 */
export function OtherSettingsTab({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const { t: menuT } = useMenuTranslation();
  const saved = useClientSaved();
  const form = useForm<OtherValues>({ defaultValues: valuesOf(client) });
  const outcome = useSaveOutcome<OtherValues>([], form.setError);
  const current = form.watch("start_page");
  // Pages of built modules the company has on; the stored one stays offered whatever it is.
  const pages = startPages.filter((page) => {
    const key = startPageEntry[page];
    return page === current || (isBuiltMenuEntry(key) && featureActive(client, menuItems[key].feature));
  });
  const submit = form.handleSubmit((values) =>
    outcome.run(async () => {
      const answer = await cabinetApi.settings(client._id, values);
      form.reset(valuesOf(answer));
      await saved(answer);
    }),
  );
  const moodOff = !featureActive(client, "mood");

  return (
    <form className="cabinet-tab cabinet-settings" aria-label={t("tabs.other")} onSubmit={submit} noValidate>
      {outcome.alert}
      <FormGroup label={t("other.startPage")} labelFor="other-start-page" helperText={t("other.startPageHint")}>
        <HTMLSelect
          id="other-start-page"
          {...form.register("start_page")}
          options={pages.map((page) => ({ value: page, label: menuT(`items.${startPageEntry[page]}`) }))}
        />
      </FormGroup>
      <Controller
        control={form.control}
        name="lang"
        render={({ field }) => (
          <FormGroup helperText={t("other.languageHint")}>
            <RadioGroup
              label={t("other.language")}
              selectedValue={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              inline
            >
              {languages.map((language) => (
                <Radio key={language} value={language} label={t(`ui:language.${language}`)} />
              ))}
            </RadioGroup>
          </FormGroup>
        )}
      />
      <fieldset className="cabinet-fieldset">
        <legend>{t("other.moodMeter")}</legend>
        <Controller
          control={form.control}
          name="hideMoodMeter"
          render={({ field }) => (
            <Switch
              checked={field.value}
              label={t("other.hideMood")}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <p className="cabinet-note">{moodOff ? t("other.moodFeatureOff") : t("other.hideMoodHint")}</p>
      </fieldset>
      <div>
        <Button
          type="submit"
          intent="primary"
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
          text={t("ui:common.save")}
        />
      </div>
    </form>
  );
}
