import { Callout, Card } from "@blueprintjs/core";
import type { VacancyView } from "@intranet/contracts/vacancies";
import { useDays } from "../../../shared/useDateTime";
import { RespondForm } from "./RespondForm";
import { useVacanciesTranslation } from "../i18n";

/** Whether the reader has a response side at all (a visiting superadmin has none). */
export const hasRespondPanel = (vacancy: VacancyView) =>
  vacancy.responded || vacancy.status === "closed" || vacancy.can.respond;

/**
 * The reader's side of a vacancy: "You responded on <date>", the closed notice, or the response
 * form; nothing for whom may not respond (a visiting superadmin).
 */
export function RespondPanel({ vacancy }: { vacancy: VacancyView }) {
  const { t } = useVacanciesTranslation();
  const days = useDays();
  if (!hasRespondPanel(vacancy)) return null;
  const responded = vacancy.respondedAt
    ? t("respond.responded", { date: days.momentDay(vacancy.respondedAt) })
    : t("respond.respondedNoDate");
  return (
    <Card className="vacancies-respond" elevation={0}>
      <section aria-labelledby="vacancy-respond-title">
        <h2 id="vacancy-respond-title" className="vacancies-section-title">
          {t("respond.title")}
        </h2>
        {vacancy.responded ? (
          <Callout intent="success" icon="tick" title={responded}>
            {t("respond.respondedHint")}
          </Callout>
        ) : vacancy.status === "closed" ? (
          <Callout icon="lock">{t("respond.closed")}</Callout>
        ) : (
          <RespondForm vacancy={vacancy} />
        )}
      </section>
    </Card>
  );
}
