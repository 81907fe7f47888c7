import { FormGroup, InputGroup } from "@blueprintjs/core";
import { currencyFormsOf, shopLimits, type ShopLanguage } from "@intranet/contracts/shop";
import { useShopTranslation } from "../i18n";
import { numbersOf, type SettingsDraft } from "./draft";

type Texts = SettingsDraft["translations"][ShopLanguage];

/** One language's shop name, currency word for each of its plural forms and short code, with a preview. */
export function LanguageTexts({
  language,
  texts,
  problemAt,
  preview,
  onChange,
}: {
  language: ShopLanguage;
  texts: Texts;
  problemAt: (path: string) => string | null;
  preview: (count: number) => string;
  onChange: (texts: Texts) => void;
}) {
  const { t } = useShopTranslation();
  const id = (path: string) => `shop-settings-${language}-${path.replace(".", "-")}`;
  const input = (path: string, label: string, value: string, max: number, set: (value: string) => void) => (
    <FormGroup
      key={path}
      label={label}
      labelFor={id(path)}
      intent={problemAt(path) ? "danger" : "none"}
      helperText={problemAt(path)}
    >
      <InputGroup
        id={id(path)}
        value={value}
        maxLength={max}
        intent={problemAt(path) ? "danger" : "none"}
        onValueChange={set}
      />
    </FormGroup>
  );
  const language_ = t(`ui:language.${language}`);
  return (
    <fieldset className="shop-language" lang={language === "ua" ? "uk" : language}>
      <legend>{language_}</legend>
      {input("name", `${t("settings.translatedName")} (${language_})`, texts.name, shopLimits.nameMax, (name) =>
        onChange({ ...texts, name }),
      )}
      <div className="shop-language-forms">
        {currencyFormsOf[language].map((form) =>
          input(
            `currency.${form}`,
            t("settings.formFor", { numbers: numbersOf(form, language) }),
            texts.currency[form] ?? "",
            shopLimits.nameMax,
            (word) => onChange({ ...texts, currency: { ...texts.currency, [form]: word } }),
          ),
        )}
      </div>
      {input("short", `${t("settings.short")} (${language_})`, texts.short, shopLimits.shortMax, (short) =>
        onChange({ ...texts, short }),
      )}
      <p className="shop-language-preview">
        {t("settings.preview")}: {[1, 2, 5, 21].map((count) => preview(count)).join(" · ")}
      </p>
    </fieldset>
  );
}
