import type { ClientView, UserView } from "@intranet/contracts";
import { lazy, Suspense, useMemo } from "react";
import { BirthdaysWidget } from "./BirthdaysWidget";
import { LinksWidget } from "./LinksWidget";
import { ThanksWidget } from "./ThanksWidget";
import { visibleSlots, widgetSlots } from "./widgetSlots";
import { useWallTranslation } from "../i18n";

/** The wall's widgets: thanks, birthdays, links, then the slots of other modules that are built and on. */
export function WidgetColumn({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useWallTranslation();
  const slots = useMemo(
    () => visibleSlots(widgetSlots, me, client).map((slot) => ({ key: slot.key, Widget: lazy(slot.load) })),
    [me, client],
  );
  return (
    <aside className="wall-side" aria-label={t("widgets.title")}>
      <ThanksWidget clientId={client._id} />
      <BirthdaysWidget clientId={client._id} />
      <LinksWidget clientId={client._id} me={me} />
      {slots.map(({ key, Widget }) => (
        <Suspense key={key} fallback={null}>
          <Widget me={me} client={client} />
        </Suspense>
      ))}
    </aside>
  );
}
