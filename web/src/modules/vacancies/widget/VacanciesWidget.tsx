import { Spinner } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { WidgetCard, WidgetError } from "../../wall/public";
import { vacanciesApi, vacanciesKeys } from "../api";
import { vacanciesPath, vacancyPath } from "../paths";
import { useSalary } from "../salary";
import { useVacanciesTranslation } from "../i18n";

const SHOWN = 4;

/** The vacancies widget of the company wall (its "vacancies" slot): the latest open vacancies with their salary. */
export function VacanciesWidget({ client }: { me: UserView; client: ClientView }) {
  const { t } = useVacanciesTranslation();
  const salary = useSalary();
  const list = useQuery({
    queryKey: vacanciesKeys.widget(client._id),
    queryFn: () => vacanciesApi.list(client._id, { status: "open", tags: [], search: "" }, null, SHOWN),
  });
  const vacancies = list.data?.items ?? [];
  return (
    <WidgetCard title={t("widget.title")} icon="briefcase">
      {list.isPending ? <Spinner size={20} /> : null}
      {list.isError ? <WidgetError error={list.error} /> : null}
      {list.isSuccess && !vacancies.length ? <p className="cabinet-muted">{t("widget.empty")}</p> : null}
      {vacancies.length ? (
        <ul className="wall-widget-list vacancies-widget-list">
          {vacancies.slice(0, SHOWN).map((vacancy) => (
            <li key={vacancy.id} className="vacancies-widget-item">
              <Link to={vacancyPath(vacancy.id)}>{vacancy.title}</Link>
              <span className="vacancies-widget-salary">{salary(vacancy)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="wall-widget-more" to={vacanciesPath}>
        {t("widget.all")}
      </Link>
    </WidgetCard>
  );
}
