import { useTranslation } from "react-i18next";
import { languages, type Language } from "../i18n/languages";
import { SegmentedControl } from "./bp/SegmentedControl";

/** EN / RU / UA: the interface language switch (each option's title names its language in itself). */
export function LanguagePicker({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      label={t("language.label")}
      value={value}
      onChange={onChange}
      options={languages.map((language) => ({
        value: language,
        label: language.toUpperCase(),
        title: t(`language.${language}`),
      }))}
    />
  );
}
