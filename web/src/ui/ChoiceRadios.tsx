import { Icon, Radio, RadioGroup, type IconName } from "@blueprintjs/core";
import { useId } from "react";
import "./choiceRadios.css";

export interface Choice<T extends string> {
  value: T;
  /** What the choice is called: the radio's accessible name. */
  name: string;
  /** One line on what it means: the radio's accessible description. */
  hint?: string;
  icon?: IconName;
}

/**
 * A labelled radio group whose choices each carry a name, an optional icon and a hint line (a
 * poll's or a group's type). Native radios of one name, so arrow keys move between them; each
 * radio is named by its name alone and described by its hint, and clicking the hint picks it too.
 */
export function ChoiceRadios<T extends string>({
  label,
  choices,
  value,
  onChange,
  disabled,
}: {
  label: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T | undefined;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <RadioGroup
      label={label}
      className="choice-radios"
      selectedValue={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value as T)}
    >
      {choices.map((choice) => {
        const nameId = `${id}-${choice.value}-name`;
        const hintId = `${id}-${choice.value}-hint`;
        return (
          <Radio
            key={choice.value}
            value={choice.value}
            className="choice-radios-option"
            aria-labelledby={nameId}
            aria-describedby={choice.hint ? hintId : undefined}
            labelElement={
              <span className="choice-radios-label">
                <span id={nameId} className="choice-radios-name">
                  {choice.icon ? <Icon icon={choice.icon} size={14} /> : null}
                  {choice.name}
                </span>
                {choice.hint ? (
                  <span id={hintId} className="choice-radios-hint">
                    {choice.hint}
                  </span>
                ) : null}
              </span>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
