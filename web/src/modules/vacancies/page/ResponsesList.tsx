import { Card, NonIdealState } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { usePeople } from "../../../shared/usePeople";
import { QueryState } from "../../../ui/QueryState";
import { vacanciesApi, vacanciesKeys } from "../api";
import { ResponseItem } from "./ResponseItem";
import { useVacanciesTranslation } from "../i18n";

/** "Responses (N)": the responses to a vacancy, newest first, for its recipients and admins only. */
export function ResponsesList({ vacancyId, clientId, count }: { vacancyId: string; clientId: string; count?: number }) {
  const { t } = useVacanciesTranslation();
  const { byId } = usePeople(clientId);
  const responses = useQuery({
    queryKey: vacanciesKeys.responses(vacancyId),
    queryFn: () => vacanciesApi.responses(vacancyId),
  });
  return (
    <Card className="vacancies-responses" elevation={0}>
      <section aria-labelledby="vacancy-responses-title">
        <h2 id="vacancy-responses-title" className="vacancies-section-title">
          {t("responses.title", { count: responses.data?.length ?? count ?? 0 })}
        </h2>
        {!responses.data ? (
          <QueryState query={responses} errorTitle={t("responses.loadFailed")} />
        ) : responses.data.length ? (
          <ul className="vacancies-response-list">
            {responses.data.map((response) => (
              <ResponseItem key={response.id} response={response} person={byId.get(response.userId)} />
            ))}
          </ul>
        ) : (
          <NonIdealState icon="inbox" title={t("responses.empty")} />
        )}
      </section>
    </Card>
  );
}
