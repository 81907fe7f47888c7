import { Button, Card, Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { VacancySummary } from "@intranet/contracts/vacancies";
import { Link } from "react-router-dom";
import { TagChips } from "../../../shared/tags";
import { useDays } from "../../../shared/useDateTime";
import { DepartmentName } from "../DepartmentName";
import { vacancyPath } from "../paths";
import { useSalary } from "../salary";
import { useVacanciesTranslation } from "../i18n";

/**
 * A vacancy in the list: title, salary, city and department, tags, when it was posted, and the
 * reader's own state ("You responded"); admins also see the responses so far, "Closed" and Edit.
 */
export function VacancyCard({
  vacancy,
  me,
  clientId,
  onEdit,
}: {
  vacancy: VacancySummary;
  me: UserView;
  clientId: string;
  onEdit?: () => void;
}) {
  const { t } = useVacanciesTranslation();
  const salary = useSalary();
  const days = useDays();
  return (
    <Card className="vacancies-card" elevation={0}>
      <article aria-label={vacancy.title} className="vacancies-card-body">
        <h3 className="vacancies-card-title">
          <Link to={vacancyPath(vacancy.id)}>{vacancy.title}</Link>
        </h3>
        <p className="vacancies-salary">{salary(vacancy)}</p>
        <p className="vacancies-muted vacancies-card-place">
          {vacancy.city ? <span>{vacancy.city}</span> : null}
          <DepartmentName me={me} clientId={clientId} departmentId={vacancy.departmentId} />
        </p>
        <TagChips module="vacancies" ids={vacancy.tagIds} />
        <div className="vacancies-card-foot">
          <span className="vacancies-muted">{t("card.posted", { date: days.momentDay(vacancy.createdAt) })}</span>
          {vacancy.status === "closed" ? <Tag minimal>{t("card.closed")}</Tag> : null}
          {vacancy.responded ? (
            <Tag minimal intent="success" icon="tick">
              {t("card.responded")}
            </Tag>
          ) : null}
          {vacancy.responsesCount !== undefined ? (
            <span className="vacancies-muted">{t("card.responses", { count: vacancy.responsesCount })}</span>
          ) : null}
          <span className="vacancies-spacer" />
          {onEdit ? <Button variant="minimal" icon="edit" text={t("card.edit")} onClick={onEdit} /> : null}
        </div>
      </article>
    </Card>
  );
}
