import { DateInput as BlueprintDateInput, type DateInputProps } from "@blueprintjs/datetime";
import "@blueprintjs/datetime/lib/css/blueprint-datetime.css";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../i18n";
import { dateFnsLocaleLoader } from "./dateLocale";

/**
 * Blueprint's DateInput in the interface language. Modules import this (never @blueprintjs/datetime
 * directly), so the date picker and its locale load only in the chunks that use them.
 */
export function DateInput(props: Omit<DateInputProps, "locale" | "dateFnsLocaleLoader">) {
  useTranslation(); // re-render on language change
  return <BlueprintDateInput {...props} locale={currentLanguage()} dateFnsLocaleLoader={dateFnsLocaleLoader} />;
}
