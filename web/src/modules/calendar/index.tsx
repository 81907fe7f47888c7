import { NonIdealState, Spinner } from "@blueprintjs/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { ModulePageProps } from "../types";
import { useShellData } from "../../shell/useShellData";

/**
 * The page (FullCalendar, the dialogs, the texts and styles) is a chunk of its own behind this small
 * entry: the route table on the first screen then names one calendar file, not the page's many.
 */
const CalendarPage = lazy(() => import("./page/CalendarPage"));

/** The calendar (product-spec §2 /calendar/): one page; FullCalendar loads with it only. */
export default function CalendarModule(_props: ModulePageProps) {
  const { t } = useTranslation();
  const { me, client } = useShellData();
  if (!client) return <NonIdealState icon="office" title={t("shell.chooseClient")} />;
  return (
    <Suspense fallback={<Spinner className="query-state-spinner" size={32} />}>
      <CalendarPage me={me} client={client} />
    </Suspense>
  );
}
