import { Checkbox } from "@blueprintjs/core";
import { cloneParts } from "@intranet/contracts/clients";
import { useId } from "react";
import { Controller, useFormContext } from "react-hook-form";
import type { CloneValues } from "./schemas";
import { useClientsTranslation } from "./i18n";

/**
 * The clone's choices: what to copy besides the settings, each a checkbox named by its part and
 * described by a line on what it takes and leaves (people's data is never among them).
 */
export function CloneParts() {
  const { t } = useClientsTranslation();
  const { control } = useFormContext<CloneValues>();
  const id = useId();
  return (
    <fieldset className="clone-parts" aria-describedby={`${id}-note`}>
      <legend>{t("clone.also")}</legend>
      <p id={`${id}-note`} className="clone-parts-note">
        {t("clone.alsoHint")}
      </p>
      {cloneParts.map((part) => (
        <Controller
          key={part}
          control={control}
          name={`copy.${part}`}
          render={({ field }) => (
            <Checkbox
              className="clone-part"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              aria-labelledby={`${id}-${part}-name`}
              aria-describedby={`${id}-${part}-hint`}
              labelElement={
                <span className="clone-part-label">
                  <span id={`${id}-${part}-name`} className="clone-part-name">
                    {t(`clone.parts.${part}`)}
                  </span>
                  <span id={`${id}-${part}-hint`} className="clone-part-hint">
                    {t(`clone.hints.${part}`)}
                  </span>
                </span>
              }
            />
          )}
        />
      ))}
    </fieldset>
  );
}
