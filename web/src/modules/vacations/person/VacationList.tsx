import { NonIdealState } from "@blueprintjs/core";
import type { PersonVacationsView } from "@intranet/contracts/vacations";
import { today } from "../days";
import { useVacationsTranslation } from "../i18n";
import { VacationItem } from "./VacationItem";

/** A person's vacations: those ahead or under way first (soonest first), then the past (latest first). */
export function VacationList({ view, forSelf }: { view: PersonVacationsView; forSelf: boolean }) {
  const { t } = useVacationsTranslation();
  if (!view.vacations.length)
    return <NonIdealState icon="airplane" title={t("list.empty")} description={t("list.emptyText")} />;
  const now = today();
  const upcoming = view.vacations.filter((item) => item.end >= now).sort((a, b) => a.start.localeCompare(b.start));
  const past = view.vacations.filter((item) => item.end < now).sort((a, b) => b.start.localeCompare(a.start));
  const section = (key: "upcoming" | "past", items: typeof upcoming) =>
    items.length ? (
      <section className="vac-section" aria-labelledby={`vac-list-${key}`}>
        <h3 id={`vac-list-${key}`} className="vac-subtitle">
          {t(`list.${key}`)}
        </h3>
        <ul className="vac-list" aria-labelledby={`vac-list-${key}`}>
          {items.map((vacation) => (
            <VacationItem key={vacation._id} vacation={vacation} view={view} forSelf={forSelf} />
          ))}
        </ul>
      </section>
    ) : null;
  return (
    <>
      {section("upcoming", upcoming)}
      {section("past", past)}
    </>
  );
}
