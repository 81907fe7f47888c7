import { Card, NonIdealState, Spinner } from "@blueprintjs/core";
import type { BirthdayPerson, ClientView } from "@intranet/contracts";
import { errorText } from "../../i18n/errorText";
import { useBirthdays } from "../../shared/birthdays";
import { PersonLine } from "../../shared/PersonLine";
import { usePlural } from "../../i18n/usePlural";
import { useDays, useLocale } from "../../shared/useDateTime";
import { groupByDate } from "./groupByDate";
import { headingCase } from "./headingCase";
import { useBirthdaysTranslation } from "./i18n";

/** How far ahead the page looks (the API allows up to 366 days). */
export const BIRTHDAY_PAGE_DAYS = 30;

function People({ people }: { people: BirthdayPerson[] }) {
  return (
    <ul className="birthdays-people">
      {people.map((person) => (
        <li key={person._id}>
          <PersonLine
            person={person}
            size={40}
            detail={[person.position, person.department].filter(Boolean).join(" · ")}
          />
        </li>
      ))}
    </ul>
  );
}

/** /birthdays/: today's birthdays, then the next 30 days grouped by date. */
export function BirthdaysPage({ client }: { client: ClientView }) {
  const { t } = useBirthdaysTranslation();
  const day = useDays().weekdayDayMonth;
  const locale = useLocale();
  const plural = usePlural();
  const birthdays = useBirthdays(client._id, BIRTHDAY_PAGE_DAYS);
  const data = birthdays.data;
  return (
    <div className="cabinet birthdays">
      <h1 className="cabinet-title">{t("title")}</h1>
      {birthdays.isPending ? <Spinner size={32} /> : null}
      {birthdays.isError ? (
        <NonIdealState icon="error" title={t("loadFailed")} description={errorText(t, birthdays.error)} />
      ) : null}
      {data ? (
        <>
          <Card className="birthdays-today">
            <h2 className="birthdays-heading">
              {t("today")} <span className="cabinet-muted">{day(data.date)}</span>
            </h2>
            {data.today.length ? <People people={data.today} /> : <p className="cabinet-muted">{t("noneToday")}</p>}
          </Card>
          <h2 className="birthdays-heading">{t(`upcoming_${plural(data.days)}`, { count: data.days })}</h2>
          {data.upcoming.length ? (
            groupByDate(data.upcoming).map((group) => (
              <section key={group.date} className="birthdays-day" aria-label={day(group.date)}>
                <h3 className="birthdays-date">
                  {headingCase(day(group.date), locale)}{" "}
                  <span className="cabinet-muted">
                    {group.inDays === 1 ? t("tomorrow") : t(`inDays_${plural(group.inDays)}`, { count: group.inDays })}
                  </span>
                </h3>
                <People people={group.people} />
              </section>
            ))
          ) : (
            <NonIdealState icon="gift-box" title={t("noneUpcoming")} />
          )}
        </>
      ) : null}
    </div>
  );
}
