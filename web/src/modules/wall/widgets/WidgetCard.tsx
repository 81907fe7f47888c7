import { Card, Icon, type IconName } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { errorText } from "../../../i18n/errorText";
import { useWallTranslation } from "../i18n";

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
        <div className="wall-widget-head">
          <Icon icon={icon} />
          <h2 className="wall-widget-title">{title}</h2>
          {actions ? <div className="wall-widget-actions">{actions}</div> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A widget that could not load says so in place (a side widget never opens an error dialog). */
export function WidgetError({ error }: { error: unknown }) {
  const { t } = useWallTranslation();
  return (
    <p className="wall-widget-error" role="alert">
      {t("widgets.failed")} {errorText(t, error)}
    </p>
  );
}
