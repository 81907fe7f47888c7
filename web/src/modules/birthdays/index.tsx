import { NonIdealState } from "@blueprintjs/core";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { BirthdaysPage } from "./BirthdaysPage";
import "../cabinet.css";
import "./birthdays.css";
import { useBirthdaysTranslation } from "./i18n";

/** The birthdays module: /birthdays/. */
export default function BirthdaysModule(_props: ModulePageProps) {
  const { t } = useBirthdaysTranslation();
  const { client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  return <BirthdaysPage client={client} />;
}
