import { Button, Callout, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { MoodCheck } from "@intranet/contracts/mood";
import { moodLimits, moodRoutes } from "@intranet/contracts/mood";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type CSSProperties } from "react";
import { callRoute } from "../../api/client";
import { isApiError } from "../../api/errors";
import { errorText } from "../../i18n/errorText";
import { showToast } from "../../ui/toast";
import { useMoodTranslation } from "./i18n";
import { moodKeys } from "./useMoodCheck";
import "./mood.css";

const ratings = Array.from({ length: moodLimits.max - moodLimits.min + 1 }, (_, index) => moodLimits.min + index);

type Word = "awful" | "bad" | "soso" | "good" | "great";
const words: readonly Word[] = ["awful", "bad", "soso", "good", "great"];

/** Two ratings per word: 1–2 awful … 9–10 great. */
const band = (rating: number) => Math.min(words.length - 1, Math.floor((rating - moodLimits.min) / 2));
/** Red (1) to green (10). */
const color = (rating: number) =>
  `hsl(${Math.round(((rating - moodLimits.min) / (moodLimits.max - moodLimits.min)) * 120)} 70% 45%)`;

interface MoodDialogProps {
  userId: string;
  /** The caller's local date the rating is for. */
  day: string;
  /** "Later", or the rating went in. */
  onClose: () => void;
}

/**
 * The mood meter (product-spec §2 shell): "How are you today?" with a 1–10 scale (coloured tiles, no emoji: not every system has the font) and
 * colours (radio buttons: arrows move, Space picks), Submit sends POST /api/mood, "Later" closes it
 * for this visit without a call. Loaded lazily by the shell part, only when the check asks.
 */
export default function MoodDialog({ userId, day, onClose }: MoodDialogProps) {
  const { t } = useMoodTranslation();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const scaleId = useId();
  const rate = useMutation({
    mutationFn: (value: number) => callRoute(moodRoutes.rate, { body: { rating: value, day } }, { no_show: true }),
    onSuccess: () => {
      void showToast(t("thanks"));
      finish();
    },
    onError: (error) => {
      // Rated meanwhile (another tab): nothing left to ask.
      if (isApiError(error) && error.code === "mood.already_rated") finish();
    },
  });
  const finish = () => {
    queryClient.setQueryData<MoodCheck>(moodKeys.check(userId, day), { user_id: userId, day, needed: false });
    onClose();
  };

  return (
    <Dialog isOpen onClose={onClose} title={t("title")} className="mood-dialog">
      <DialogBody>
        <p className="mood-hint">{t("hint")}</p>
        <div role="radiogroup" aria-labelledby={scaleId} className="mood-scale">
          <span id={scaleId} className="mood-scale-label">
            {t("scale")}
          </span>
          {ratings.map((value) => (
            <label
              key={value}
              className="mood-option"
              style={{ "--mood-color": color(value) } as CSSProperties}
              title={t(`words.${words[band(value)]!}`)}
            >
              <input
                type="radio"
                name={`${scaleId}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-label={t("option", { rating: value, word: t(`words.${words[band(value)]!}`) })}
              />
              <span className="mood-number" aria-hidden>
                {value}
              </span>
            </label>
          ))}
          <span className="mood-end mood-end-low" aria-hidden>
            {t("low")}
          </span>
          <span className="mood-end mood-end-high" aria-hidden>
            {t("high")}
          </span>
        </div>
        {rate.isError ? (
          <Callout intent="danger" role="alert" className="mood-error">
            {errorText(t, rate.error)}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("later")} onClick={onClose} />
            <Button
              intent="primary"
              text={t("submit")}
              disabled={rating === null}
              loading={rate.isPending}
              onClick={() => rating !== null && rate.mutate(rating)}
            />
          </>
        }
      />
    </Dialog>
  );
}
