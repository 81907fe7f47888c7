import { Button, ButtonGroup, HTMLSelect, Switch } from "@blueprintjs/core";
import { calendarViews, wideViews, type CalendarViewKey } from "./calendarViews";
import { useCalendarTranslation } from "../i18n";

interface CalendarToolbarProps {
  title: string;
  view: CalendarViewKey;
  /** A phone: the views in a select, the actions as icons. */
  compact: boolean;
  onView: (view: CalendarViewKey) => void;
  onStep: (step: "prev" | "today" | "next") => void;
  /** Shown only to whom they apply: admins' switch, a person's own feed, people who create events. */
  company?: { on: boolean; onChange: (on: boolean) => void };
  onSubscribe?: () => void;
  onCreate?: () => void;
}

/** The calendar's header: paging, the period's title, the view, and the person's actions. */
export function CalendarToolbar({
  title,
  view,
  compact,
  onView,
  onStep,
  company,
  onSubscribe,
  onCreate,
}: CalendarToolbarProps) {
  const { t } = useCalendarTranslation();
  const views = compact ? calendarViews : wideViews;
  return (
    <div className={`calendar-toolbar${compact ? " calendar-toolbar-compact" : ""}`}>
      <div className="calendar-toolbar-row">
        <ButtonGroup>
          <Button icon="chevron-left" aria-label={t("previous")} title={t("previous")} onClick={() => onStep("prev")} />
          <Button text={t("today")} onClick={() => onStep("today")} />
          <Button icon="chevron-right" aria-label={t("next")} title={t("next")} onClick={() => onStep("next")} />
        </ButtonGroup>
        <h2 className="calendar-period" aria-live="polite">
          {title}
        </h2>
        {compact ? (
          <HTMLSelect
            aria-label={t("view")}
            value={view}
            onChange={(event) => onView(event.currentTarget.value as CalendarViewKey)}
            options={views.map((key) => ({ value: key, label: t(`views.${key}`) }))}
          />
        ) : (
          <ButtonGroup role="radiogroup" aria-label={t("view")}>
            {views.map((key) => (
              <Button
                key={key}
                role="radio"
                aria-checked={view === key}
                intent={view === key ? "primary" : "none"}
                text={t(`views.${key}`)}
                onClick={() => onView(key)}
              />
            ))}
          </ButtonGroup>
        )}
      </div>
      <div className="calendar-toolbar-row calendar-toolbar-actions">
        {company ? (
          <Switch
            className="calendar-company-switch"
            checked={company.on}
            label={t("companyEvents")}
            onChange={(event) => company.onChange(event.currentTarget.checked)}
          />
        ) : null}
        {onSubscribe ? (
          <Button
            icon="feed"
            variant="minimal"
            text={compact ? undefined : t("subscribe")}
            aria-label={t("subscribe")}
            onClick={onSubscribe}
          />
        ) : null}
        {onCreate ? <Button icon="plus" intent="primary" text={t("newEvent")} onClick={onCreate} /> : null}
      </div>
    </div>
  );
}
