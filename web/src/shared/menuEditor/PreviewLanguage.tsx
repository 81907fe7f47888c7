import { useTranslation } from "react-i18next";
import { languages, type Language } from "../../i18n/languages";
import { SegmentedControl } from "../../ui/bp/SegmentedControl";

/** The language a preview shows the menu in: one switch for the menu editor's and the design tab's previews. */
export function PreviewLanguage({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation("ui");
  return (
    <SegmentedControl
      label={label}
      value={value}
      onChange={onChange}
      options={languages.map((code) => ({ value: code, label: code.toUpperCase(), title: t(`language.${code}`) }))}
    />
  );
}
