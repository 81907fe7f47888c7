import type { ButtonHTMLAttributes } from "react";
import type { IconName } from "@blueprintjs/icons";
import { ButtonSpinner } from "./ButtonSpinner";
import { SvgIcon } from "./SvgIcon";

export interface CssButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  text?: string;
  icon?: IconName;
  intent?: "primary" | "danger" | "success";
  size?: "small" | "large";
  minimal?: boolean;
  fill?: boolean;
  loading?: boolean;
}

/** A Blueprint button (`bp6-button`) through Blueprint's CSS API only. */
export function Button({
  text,
  icon,
  intent,
  size,
  minimal,
  fill,
  loading,
  className,
  type = "button",
  disabled,
  ...rest
}: CssButtonProps) {
  const classes = [
    "bp6-button",
    intent && `bp6-intent-${intent}`,
    size && `bp6-${size}`,
    minimal && "bp6-minimal",
    fill && "bp6-fill",
    loading && "bp6-loading",
    (disabled || loading) && "bp6-disabled",
    className,
  ];
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classes.filter(Boolean).join(" ")}
    >
      {loading ? <ButtonSpinner /> : null}
      {icon ? <SvgIcon name={icon} /> : null}
      {text ? <span className="bp6-button-text">{text}</span> : null}
    </button>
  );
}
