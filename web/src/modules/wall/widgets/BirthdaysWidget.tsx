import { Spinner } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useBirthdays } from "../../../shared/birthdays";
import { PersonLine } from "../../../shared/PersonLine";
import { useDays } from "../../../shared/useDateTime";
import { WidgetCard, WidgetError } from "./WidgetCard";
import { useWallTranslation } from "../i18n";

const DAYS = 14;
const UPCOMING_SHOWN = 5;

/** Birthdays today and in the next two weeks, with a link to the birthdays page. */
export function BirthdaysWidget({ clientId }: { clientId: string }) {
  const { t } = useWallTranslation();
  const day = useDays().dayMonth;
  const birthdays = useBirthdays(clientId, DAYS);
  const data = birthdays.data;
  return (
    <WidgetCard title={t("widgets.birthdays.title")} icon="gift-box">
      {birthdays.isPending ? <Spinner size={20} /> : null}
      {birthdays.isError ? <WidgetError error={birthdays.error} /> : null}
      {data && !data.today.length && !data.upcoming.length ? (
        <p className="cabinet-muted">{t("widgets.birthdays.empty")}</p>
      ) : null}
      {data?.today.length ? (
        <>
          <h3 className="wall-widget-subtitle">{t("widgets.birthdays.today")}</h3>
          <ul className="wall-widget-list">
            {data.today.map((person) => (
              <li key={person._id}>
                <PersonLine person={person} detail={person.position} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data?.upcoming.length ? (
        <>
          <h3 className="wall-widget-subtitle">{t("widgets.birthdays.upcoming")}</h3>
          <ul className="wall-widget-list">
            {data.upcoming.slice(0, UPCOMING_SHOWN).map((entry) => (
              <li key={entry.user._id}>
                <PersonLine person={entry.user} detail={day(entry.date)} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link className="wall-widget-more" to={paths.birthdays}>
        {t("widgets.birthdays.all")}
      </Link>
    </WidgetCard>
  );
}
