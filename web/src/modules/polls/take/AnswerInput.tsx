import { Button, Checkbox, InputGroup, Radio, RadioGroup, Slider, TextArea } from "@blueprintjs/core";
import { isRangeKind, pollLimits, rangeTop, type AnswerValue, type QuestionView } from "@intranet/contracts/polls";
import { usePollsTranslation } from "../i18n";

interface AnswerInputProps {
  question: QuestionView;
  value: AnswerValue | undefined;
  /** The accessible name of the control: the question's text. */
  labelId: string;
  disabled?: boolean;
  onChange: (value: AnswerValue | undefined) => void;
}

/** The control of one question's kind: text, a row of values or a slider, one or several answers. */
export function AnswerInput({ question, value, labelId, disabled, onChange }: AnswerInputProps) {
  const { t } = usePollsTranslation();
  switch (question.kind) {
    case "short":
      return (
        <InputGroup
          aria-labelledby={labelId}
          placeholder={t("take.placeholder")}
          value={typeof value === "string" ? value : ""}
          maxLength={pollLimits.shortAnswerMax}
          disabled={disabled}
          onValueChange={(text) => onChange(text)}
          fill
        />
      );
    case "long":
      return (
        <TextArea
          aria-labelledby={labelId}
          placeholder={t("take.placeholder")}
          value={typeof value === "string" ? value : ""}
          maxLength={pollLimits.longAnswerMax}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
          autoResize
          rows={3}
          fill
        />
      );
    case "list1":
      return (
        <RadioGroup
          aria-labelledby={labelId}
          selectedValue={typeof value === "number" ? String(value) : undefined}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {question.answers.map((answer, index) => (
            <Radio key={index} value={String(index)} label={answer} />
          ))}
        </RadioGroup>
      );
    case "list_m": {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div role="group" aria-labelledby={labelId}>
          {question.answers.map((answer, index) => (
            <Checkbox
              key={index}
              label={answer}
              checked={chosen.includes(index)}
              disabled={disabled}
              onChange={(event) => {
                const next = event.currentTarget.checked
                  ? [...chosen, index].sort((a, b) => a - b)
                  : chosen.filter((other) => other !== index);
                onChange(next.length ? next : undefined);
              }}
            />
          ))}
        </div>
      );
    }
    default:
      return isRangeKind(question.kind) ? (
        <RangeInput
          top={rangeTop[question.kind]}
          value={typeof value === "number" ? value : undefined}
          labelId={labelId}
          disabled={disabled}
          onChange={onChange}
        />
      ) : null;
  }
}

/** 1–5 and 1–10: a row of values to press; 1–100: a slider with the number. */
function RangeInput({
  top,
  value,
  labelId,
  disabled,
  onChange,
}: {
  top: number;
  value: number | undefined;
  labelId: string;
  disabled?: boolean;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = usePollsTranslation();
  if (top <= 10)
    return (
      <div className="polls-range" role="radiogroup" aria-labelledby={labelId}>
        {Array.from({ length: top }, (_, index) => index + 1).map((number) => (
          <Button
            key={number}
            role="radio"
            aria-checked={value === number}
            intent={value === number ? "primary" : "none"}
            variant={value === number ? "solid" : "outlined"}
            text={String(number)}
            disabled={disabled}
            onClick={() => onChange(number)}
            className="polls-range-value"
          />
        ))}
      </div>
    );
  return (
    <div className="polls-slider">
      <Slider
        min={1}
        max={top}
        stepSize={1}
        labelValues={[1, 25, 50, 75, 100]}
        value={value ?? Math.ceil(top / 2)}
        disabled={disabled}
        onChange={(next) => onChange(next)}
        handleHtmlProps={{ "aria-labelledby": labelId }}
        className={value === undefined ? "polls-slider-unset" : undefined}
      />
      <span className="polls-slider-value" aria-live="polite">
        {value === undefined ? t("take.noValue") : t("take.value", { value, max: top })}
      </span>
      {value !== undefined && !disabled ? (
        <Button variant="minimal" size="small" text={t("take.clear")} onClick={() => onChange(undefined)} />
      ) : null}
    </div>
  );
}
