import { Icon } from "@blueprintjs/core";
import { useServicesTranslation } from "../i18n";

/** The route at a glance: Initiator → steps → Done (wraps on phones). */
export function RoutePicture({ names }: { names: string[] }) {
  const { t } = useServicesTranslation();
  const stops = [t("editor.routeStart"), ...names, t("editor.routeEnd")];
  return (
    <ol className="services-route" aria-label={t("editor.route")}>
      {stops.map((stop, index) => (
        <li key={`${index}-${stop}`}>
          <span className="services-route-stop">{stop}</span>
          {index < stops.length - 1 ? <Icon icon="arrow-right" aria-hidden className="services-route-arrow" /> : null}
        </li>
      ))}
    </ol>
  );
}
