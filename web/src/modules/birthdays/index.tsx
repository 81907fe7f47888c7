import { NonIdealState } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { BirthdaysPage } from "./BirthdaysPage";
import "../cabinet.css";
import "./birthdays.css";

/** The birthdays module: /birthdays/. */
export default function BirthdaysModule(_props: ModulePageProps) {
  const { t } = useTranslation();
  const { client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("shell.chooseClient")} />;
  return <BirthdaysPage client={client} />;
}
