import type { AccessLevel, ClientView, FeatureCode, UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import type { ComponentType } from "react";
import { moduleManifest, type ManifestRow, type WidgetSlotKey } from "@intranet/contracts/manifest";
import { featureActive } from "../../../shell/menu/visibleMenu";

export interface WidgetProps {
  me: UserView;
  client: ClientView;
}

export interface WidgetSlot {
  key: WidgetSlotKey;
  /** The tenant feature the module belongs to (none: always on). */
  feature?: FeatureCode;
  /** The right a person needs to see the module's widget (admins hold all). */
  access: AccessLevel;
  /** The module's widget chunk; absent until that module is built. */
  load?: () => Promise<{ default: ComponentType<WidgetProps> }>;
}

/** The spec's order of the other widget slots (product-spec §2). */
const slotOrder: readonly WidgetSlotKey[] = [
  "groups",
  "calendar",
  "knowledgeBase",
  "polls",
  "blogs",
  "vacancies",
  "other",
];

/** The widget chunks of built modules, by slot (the wall's own widgets render apart), through each module's public door. */
const slotLoads: Partial<Record<WidgetSlotKey, WidgetSlot["load"]>> = {
  groups: () => import("../../groups/public").then((module) => ({ default: module.GroupsWidget })),
  calendar: () => import("../../calendar/public").then((module) => ({ default: module.CalendarWidget })),
  knowledgeBase: () => import("../../articles/public").then((module) => ({ default: module.KnowledgeBaseWidget })),
  polls: () => import("../../polls/public").then((module) => ({ default: module.PollsWidget })),
  vacancies: () => import("../../vacancies/public").then((module) => ({ default: module.VacanciesWidget })),
};

/**
 * The wall's other widget slots (product-spec §2), in the spec's order, each owned by the module
 * whose manifest row lists it (`widgetSlots`), with that module's access and first feature. A slot
 * shows only once its module is built (sets `load`), its feature is on for the tenant and the
 * person has the module's right: no "coming soon" cards for employees.
 */
export const widgetSlots: readonly WidgetSlot[] = slotOrder.map((key) => {
  const owner = (moduleManifest as readonly ManifestRow[]).find((row) =>
    (row.widgetSlots as readonly string[] | undefined)?.includes(key),
  );
  if (!owner) throw new Error(`No module owns the widget slot ${key}`);
  const feature = owner.features?.[0] as FeatureCode | undefined;
  const load = slotLoads[key];
  return {
    key,
    access: owner.access as AccessLevel,
    ...(feature ? { feature } : {}),
    ...(load ? { load } : {}),
  };
});

export function visibleSlots(
  slots: readonly WidgetSlot[],
  me: Pick<UserView, "roles" | "rights">,
  client: Pick<ClientView, "features" | "design">,
): Array<WidgetSlot & Required<Pick<WidgetSlot, "load">>> {
  return slots.filter(
    (slot): slot is WidgetSlot & Required<Pick<WidgetSlot, "load">> =>
      slot.load !== undefined && featureActive(client, slot.feature) && meetsAccessLevel(me, slot.access),
  );
}
