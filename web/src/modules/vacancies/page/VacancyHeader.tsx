import { Icon, Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { VacancyView } from "@intranet/contracts/vacancies";
import { TagChips } from "../../../shared/tags";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { useDays } from "../../../shared/useDateTime";
import { DepartmentName } from "../DepartmentName";
import { useSalary } from "../salary";
import { useVacanciesTranslation } from "../i18n";

/** A vacancy's head: title (and "Closed"), salary, city and department, tags, who posted it and when. */
export function VacancyHeader({ vacancy, me, clientId }: { vacancy: VacancyView; me: UserView; clientId: string }) {
  const { t } = useVacanciesTranslation();
  const salary = useSalary();
  const days = useDays();
  const name = usePersonName();
  const author = usePeople(clientId).byId.get(vacancy.authorId);
  const date = days.momentDay(vacancy.createdAt);
  return (
    <header className="vacancies-head">
      <h1 className="vacancies-title">
        {vacancy.title}
        {vacancy.status === "closed" ? (
          <Tag minimal className="vacancies-head-status">
            {t("page.closed")}
          </Tag>
        ) : null}
      </h1>
      <p className="vacancies-salary vacancies-head-salary">{salary(vacancy)}</p>
      <p className="vacancies-muted vacancies-card-place">
        {vacancy.city ? (
          <span>
            <Icon icon="pin" size={12} /> {vacancy.city}
          </span>
        ) : null}
        <DepartmentName me={me} clientId={clientId} departmentId={vacancy.departmentId} />
      </p>
      <TagChips module="vacancies" ids={vacancy.tagIds} />
      <p className="vacancies-muted">
        {author ? t("page.posted", { name: name(author), date }) : t("page.postedOn", { date })}
      </p>
    </header>
  );
}
