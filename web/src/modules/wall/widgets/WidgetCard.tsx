import { Card, Icon, type IconName } from "@blueprintjs/core";
import type { ReactNode } from "react";

/** One widget of the wall's side column: a titled card with optional actions. */
export function WidgetCard({
  title,
  icon,
  actions,
  children,
}: {
  title: string;
  icon: IconName;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="wall-widget">
      <section aria-label={title}>
        <header className="wall-widget-head">
          <Icon icon={icon} />
          <h2 className="wall-widget-title">{title}</h2>
          {actions ? <div className="wall-widget-actions">{actions}</div> : null}
        </header>
        {children}
      </section>
    </Card>
  );
}
