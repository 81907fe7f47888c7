import type { ReactNode } from "react";
import "./visuallyHidden.css";

/** Text only screen readers hear: what a visible shorthand means (a pill's "99+", an icon alone). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
