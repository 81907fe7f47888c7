import { AnchorButton, Icon } from "@blueprintjs/core";
import type { EventView } from "@intranet/contracts/calendar";
import type { ReactNode } from "react";
import { PersonLine } from "../../../shared/PersonLine";
import { usePeople } from "../../../shared/usePeople";
import { browserZone } from "../time";
import { MemberList } from "./MemberList";
import { useRepeatSummary, useWhenText } from "./useEventText";
import { useCalendarTranslation } from "../i18n";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="calendar-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What an occurrence is: when, how it repeats, who organizes it and who is invited, where to join, notes. */
export function EventFacts({ clientId, event }: { clientId: string; event: EventView }) {
  const { t } = useCalendarTranslation();
  const when = useWhenText();
  const summary = useRepeatSummary();
  const organizer = usePeople(clientId).byId.get(event.organizerId);
  return (
    <dl className="calendar-facts">
      <Fact label={t("details.when")}>
        <span className={`calendar-dot calendar-color-${event.color}`} aria-hidden /> {when(event)}
        {event.timeZone !== browserZone() ? (
          <div className="calendar-muted">
            {t("details.zone", { zone: event.timeZone, time: `${event.startTime}–${event.endTime}` })}
          </div>
        ) : null}
      </Fact>
      {event.repeat ? (
        <Fact label={t("details.repeat")}>
          <Icon icon="repeat" size={14} /> {summary(event.repeat, event.seriesDate ?? event.date)}
        </Fact>
      ) : null}
      <Fact label={t("details.organizer")}>
        {organizer ? <PersonLine person={organizer} size={24} /> : t("details.someone")}
      </Fact>
      <Fact label={t("details.members")}>
        <MemberList clientId={clientId} members={event.members} />
      </Fact>
      {event.link ? (
        <Fact label={t("details.link")}>
          <AnchorButton
            intent="success"
            icon="video"
            text={t("details.join")}
            href={event.link}
            target="_blank"
            rel="noopener noreferrer"
          />
        </Fact>
      ) : null}
      {event.description ? (
        <Fact label={t("details.description")}>
          <p className="calendar-text">{event.description}</p>
        </Fact>
      ) : null}
      {event.comment ? (
        <Fact label={t("details.comment")}>
          <p className="calendar-text">{event.comment}</p>
        </Fact>
      ) : null}
    </dl>
  );
}
