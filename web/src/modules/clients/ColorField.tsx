import { Button } from "@blueprintjs/core";
import { useId } from "react";
import { tenantDefaults, type TenantColorKey } from "../../shell/tenantPalette";
import { useClientsTranslation } from "./i18n";

interface ColorFieldProps {
  name: TenantColorKey;
  /** The company's colour; undefined: the theme's own. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Id of the contrast warning that names this colour, if any. */
  describedBy?: string;
}

/** `#abc` as `#aabbcc`: what a colour input takes (it knows no short or transparent forms). */
function inputValue(color: string): string {
  const hex = color.slice(1);
  if (hex.length === 3 || hex.length === 4) return `#${[...hex.slice(0, 3)].map((digit) => digit + digit).join("")}`;
  return `#${hex.slice(0, 6)}`;
}

/**
 * One colour of the design: the picker, the value in words (or "Default": the theme's, shown in the
 * picker as the light theme's), and a button that gives the theme's colour back.
 */
export function ColorField({ name, value, onChange, describedBy }: ColorFieldProps) {
  const { t } = useClientsTranslation();
  const id = useId();
  const label = t(`design.color.${name}`);
  return (
    <div className="design-color">
      <input
        id={id}
        type="color"
        value={inputValue(value ?? tenantDefaults.light[name]).toLowerCase()}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <span className="design-color-text">
        <label htmlFor={id} className="design-color-name">
          {label}
        </label>
        <span className="design-color-value">{value ? value.toLowerCase() : t("design.colorDefault")}</span>
      </span>
      {value ? (
        <Button
          variant="minimal"
          size="small"
          icon="reset"
          aria-label={t("design.colorReset", { name: label })}
          title={t("design.colorReset", { name: label })}
          onClick={() => onChange(undefined)}
        />
      ) : null}
    </div>
  );
}
