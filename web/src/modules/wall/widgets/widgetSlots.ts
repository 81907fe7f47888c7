import type { AccessLevel, ClientView, FeatureCode, UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import type { ComponentType } from "react";
import { featureActive } from "../../../shell/menu/visibleMenu";

export interface WidgetProps {
  me: UserView;
  client: ClientView;
}

export interface WidgetSlot {
  key: "groups" | "calendar" | "knowledgeBase" | "polls" | "blogs" | "vacancies" | "other";
  /** The tenant feature the module belongs to (none: always on). */
  feature?: FeatureCode;
  /** The right a person needs to see the module's widget (admins hold all). */
  access: AccessLevel;
  /** The module's widget chunk; absent until that module is built. */
  load?: () => Promise<{ default: ComponentType<WidgetProps> }>;
}

/**
 * The wall's other widget slots (product-spec §2), in the spec's order, each tied to the module
 * that will fill it. A slot shows only once its module is built (sets `load`), its feature is on
 * for the tenant and the person has the module's right: no "coming soon" cards for employees.
 */
export const widgetSlots: readonly WidgetSlot[] = [
  { key: "groups", feature: "groups", access: "groups" },
  { key: "calendar", feature: "calendar", access: "calendar" },
  { key: "knowledgeBase", feature: "knowledge_base", access: "knowl_base" },
  { key: "polls", feature: "polls", access: "polls" },
  { key: "blogs", feature: "groups", access: "groups" },
  { key: "vacancies", feature: "vacancies", access: "vacancies" },
  { key: "other", access: "user" },
];

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
