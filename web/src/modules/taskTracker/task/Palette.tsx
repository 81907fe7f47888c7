import { cardColours, type CardColour } from "@intranet/contracts/taskTracker";
import { useId } from "react";
import { useTrackerTranslation } from "../i18n";

/** A card's colour or border from the named palette: native radios drawn as swatches. */
export function Palette({
  label,
  value,
  onChange,
  disabled,
  kind,
}: {
  label: string;
  value: CardColour;
  onChange: (colour: CardColour) => void;
  disabled?: boolean;
  kind: "colour" | "border";
}) {
  const { t } = useTrackerTranslation();
  const name = useId();
  return (
    <fieldset className="tt-palette" disabled={disabled}>
      <legend className="bp6-label">{label}</legend>
      <div className="tt-swatches">
        {cardColours.map((colour) => (
          <label
            key={colour}
            className={`tt-swatch tt-swatch-${kind} tt-colour-${colour}`}
            title={t(`colours.${colour}`)}
          >
            <input
              type="radio"
              name={name}
              value={colour}
              checked={value === colour}
              onChange={() => onChange(colour)}
              aria-label={t(`colours.${colour}`)}
            />
            <span className="tt-swatch-dot" aria-hidden />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
