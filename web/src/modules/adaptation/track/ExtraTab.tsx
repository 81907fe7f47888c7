import { Button, InputGroup } from "@blueprintjs/core";
import { adaptLimits, type AwardDayView, type TrackView } from "@intranet/contracts/adaptation";
import { useState } from "react";
import { FormProblems } from "../../../forms/FormProblems";
import { useDialogSave } from "../../../forms/useDialogSave";
import { showToast } from "../../../ui/toast";
import { useAdaptTranslation } from "../i18n";
import { AchievementSelect } from "./AchievementSelect";
import { PollSelect } from "./PollSelect";
import type { TrackEdit } from "./useTrackEdit";

/** A day field of a row ("Day" of row 2). */
function DayField({ label, value, onChange }: { label: string; value: number; onChange: (day: number) => void }) {
  return (
    <InputGroup
      aria-label={label}
      type="number"
      min={0}
      max={adaptLimits.daysMax}
      value={String(value)}
      className="adapt-day-input"
      onValueChange={(day) => onChange(Number(day))}
    />
  );
}

/** A poll row being edited: its poll is chosen after the row is added. */
interface PollRow {
  day: number;
  pollId: string | null;
}

const replace = <T,>(list: T[], index: number, change: Partial<T>) =>
  list.map((item, at) => (at === index ? { ...item, ...change } : item));

/**
 * The extra tab: coins and/or achievements on given days, and polls asked on given days, of every
 * adaptation on the track (neither repeats: the API says so), saved on the revision shown.
 */
export function ExtraTab({ track, edit, client }: { track: TrackView; edit: TrackEdit; client: string }) {
  const { t } = useAdaptTranslation();
  const [awardDays, setAwardDays] = useState<AwardDayView[]>(track.settings.awardDays);
  const [polls, setPolls] = useState<PollRow[]>(() => track.settings.polls.map(({ day, pollId }) => ({ day, pollId })));
  const { saving, failure, run } = useDialogSave();
  const row = (index: number, what: string) => `${t("extra.row", { index: index + 1 })}: ${what}`;
  const submit = () =>
    run(async () => {
      await edit.apply((revision) =>
        edit.api.saveSettings(track._id, {
          awardDays,
          polls: polls.flatMap((poll) => (poll.pollId ? [{ day: poll.day, pollId: poll.pollId }] : [])),
          revision,
        }),
      );
      void showToast(t("editor.saved"));
    });
  return (
    <form
      className="adapt-form adapt-extra"
      aria-label={t("editor.tabs.extra")}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="adapt-muted">{t("extra.intro")}</p>
      <FormProblems failure={failure} invalid={false} />
      <fieldset className="adapt-fieldset">
        <legend>{t("extra.awardDays")}</legend>
        {awardDays.length ? null : <p className="adapt-muted">{t("extra.noAwards")}</p>}
        <ol className="adapt-extra-rows">
          {awardDays.map((award, index) => (
            <li key={index} className="adapt-extra-row">
              <DayField
                label={row(index, t("extra.day"))}
                value={award.day}
                onChange={(day) => setAwardDays(replace(awardDays, index, { day }))}
              />
              <InputGroup
                aria-label={row(index, t("extra.coins"))}
                type="number"
                min={0}
                max={adaptLimits.coinsMax}
                value={String(award.amount)}
                className="adapt-coins-input"
                onValueChange={(amount) => setAwardDays(replace(awardDays, index, { amount: Number(amount) }))}
              />
              <AchievementSelect
                client={client}
                label={row(index, t("extra.achievement"))}
                value={award.achievementId}
                onChange={(achievementId) => setAwardDays(replace(awardDays, index, { achievementId }))}
              />
              <Button
                variant="minimal"
                icon="cross"
                aria-label={row(index, t("extra.remove"))}
                title={row(index, t("extra.remove"))}
                onClick={() => setAwardDays(awardDays.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ol>
        <Button
          icon="plus"
          variant="minimal"
          text={t("extra.addAward")}
          disabled={awardDays.length >= adaptLimits.awardDaysMax}
          onClick={() => setAwardDays([...awardDays, { day: 0, amount: 0, achievementId: null }])}
        />
      </fieldset>
      <fieldset className="adapt-fieldset">
        <legend>{t("extra.polls")}</legend>
        {polls.length ? null : <p className="adapt-muted">{t("extra.noPollDays")}</p>}
        <ol className="adapt-extra-rows">
          {polls.map((poll, index) => (
            <li key={index} className="adapt-extra-row">
              <DayField
                label={row(index, t("extra.day"))}
                value={poll.day}
                onChange={(day) => setPolls(replace(polls, index, { day }))}
              />
              <PollSelect
                client={client}
                label={row(index, t("extra.poll"))}
                value={poll.pollId}
                onChange={(pollId) => setPolls(replace(polls, index, { pollId }))}
              />
              <Button
                variant="minimal"
                icon="cross"
                aria-label={row(index, t("extra.remove"))}
                title={row(index, t("extra.remove"))}
                onClick={() => setPolls(polls.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ol>
        <Button
          icon="plus"
          variant="minimal"
          text={t("extra.addPoll")}
          disabled={polls.length >= adaptLimits.pollsMax}
          onClick={() => setPolls([...polls, { day: 0, pollId: null }])}
        />
      </fieldset>
      <Button type="submit" intent="primary" icon="floppy-disk" text={t("extra.save")} loading={saving} />
    </form>
  );
}
