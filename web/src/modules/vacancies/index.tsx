import { NonIdealState } from "@blueprintjs/core";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";
import { VacanciesPage } from "./list/VacanciesPage";
import { VacancyPage } from "./page/VacancyPage";
import { useVacanciesTranslation } from "./i18n";
import "./vacancies.css";

/** Vacancies (product-spec §2): /vacancies/ (the list, admins manage there too) and /vacancy/{_id} (one vacancy, its responses). */
export default function VacanciesModule({ route }: ModulePageProps) {
  const { t } = useVacanciesTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (route === "vacancies") return <VacanciesPage me={me} client={client} />;
  return <VacancyPage me={me} client={client} />;
}
