import { Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from "@blueprintjs/core";
import { calendarLimits, repeatPeriods, type RepeatPeriod } from "@intranet/contracts/calendar";
import { useWeekdayNames } from "../weekdayNames";
import { DayInput } from "./DayInput";
import { FieldError } from "./FieldError";
import type { RepeatDraft } from "./repeatDraft";
import { RepeatPreview } from "./RepeatPreview";
import type { SeriesPreview } from "./useSeriesPreview";
import { useCalendarTranslation } from "../i18n";

interface RepeatFieldProps {
  value: RepeatDraft;
  /** The event's (first) day, and the series the rule makes from it. */
  date: string;
  preview: SeriesPreview;
  /** A saved series cannot stop repeating (the contract has no such change): no "Does not repeat". */
  required: boolean;
  error?: string;
  onChange: (patch: Partial<RepeatDraft>) => void;
}

const toNumber = (text: string) => (text === "" ? 0 : Math.trunc(Number(text)));

/** The repetition (spec §3): a period, every N periods, weekdays of a weekly one, until a day or N times. */
export function RepeatField({ value, date, preview, required, error, onChange }: RepeatFieldProps) {
  const { t } = useCalendarTranslation();
  const week = useWeekdayNames();
  const periods = required ? repeatPeriods : (["none", ...repeatPeriods] as const);
  const repeats = value.period !== "none";
  return (
    <fieldset className="calendar-repeat">
      <FormGroup label={t("repeat.label")} labelFor="event-repeat" className="calendar-repeat-period">
        <HTMLSelect
          id="event-repeat"
          value={value.period}
          onChange={(event) => onChange({ period: event.currentTarget.value as RepeatDraft["period"] })}
          options={periods.map((period) => ({ value: period, label: t(`repeat.periods.${period}`) }))}
        />
      </FormGroup>
      {repeats ? (
        <>
          <FormGroup label={t("repeat.every")} labelFor="event-interval" inline className="calendar-repeat-every">
            <InputGroup
              id="event-interval"
              type="number"
              min={1}
              max={calendarLimits.intervalMax}
              value={String(value.interval || "")}
              onValueChange={(text) => onChange({ interval: toNumber(text) })}
              rightElement={
                <span className="calendar-repeat-unit">{t(`repeat.units.${value.period as RepeatPeriod}`)}</span>
              }
            />
          </FormGroup>
          {value.period === "week" ? (
            <FormGroup label={t("repeat.weekdays")} className="calendar-repeat-days">
              {week.order.map((day) => (
                <Checkbox
                  key={day}
                  inline
                  label={week.short(day)}
                  checked={value.weekdays.includes(day)}
                  onChange={(event) =>
                    onChange({
                      weekdaysChosen: true,
                      weekdays: event.currentTarget.checked
                        ? [...value.weekdays, day]
                        : value.weekdays.filter((other) => other !== day),
                    })
                  }
                />
              ))}
            </FormGroup>
          ) : null}
          <RadioGroup
            label={t("repeat.ends")}
            selectedValue={value.ends}
            onChange={(event) => onChange({ ends: event.currentTarget.value as RepeatDraft["ends"] })}
          >
            <Radio value="until" label={t("repeat.until")} />
            <Radio value="count" label={t("repeat.count")} />
          </RadioGroup>
          {value.ends === "until" ? (
            <FormGroup label={t("repeat.untilDate")} labelFor="event-until">
              <DayInput id="event-until" value={value.until} onChange={(until) => onChange({ until })} />
            </FormGroup>
          ) : (
            <FormGroup label={t("repeat.countValue")} labelFor="event-count">
              <InputGroup
                id="event-count"
                type="number"
                min={2}
                max={calendarLimits.occurrencesMax}
                value={String(value.count || "")}
                onValueChange={(text) => onChange({ count: toNumber(text) })}
              />
            </FormGroup>
          )}
          <RepeatPreview
            date={date}
            preview={preview}
            confirmedStart={value.confirmedStart}
            onConfirm={(confirmedStart) => onChange({ confirmedStart })}
          />
        </>
      ) : null}
      <FieldError code={error} />
    </fieldset>
  );
}
