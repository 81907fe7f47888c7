import type { RequestableTask } from "../api";

/**
 * The tasks the service panel starts (counting and deleting data are started in All data and File
 * cleaning). Apart from the tab, so the texts that name them import no component.
 */
export const panelTasks = ["reindexSearch", "rebuildAnalytics", "resyncDirectory"] as const satisfies RequestableTask[];
export type PanelTask = (typeof panelTasks)[number];
