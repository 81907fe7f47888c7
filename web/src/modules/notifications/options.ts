import type { NotificationChannel, NotificationSectionFilter } from "@intranet/contracts";
import { isBuiltSection } from "../../shared/builtModules";
import type { ReadFilter } from "./shell/keys";

/*
 * The contract's lists as records, so that a section or channel added to the contract fails the
 * type check here until it is shown (importing the arrays would bring zod into this chunk).
 */
const sectionRecord: Record<NotificationSectionFilter, true> = {
  all: true,
  events: true,
  groups: true,
  polls: true,
  posts: true,
  services: true,
  idp: true,
  shop: true,
  resp: true,
  chat: true,
  tasks: true,
  adapt: true,
  vacations: true,
  other: true,
};
/** The center's section tabs, `all` first (product-spec §3): those of built modules only. */
export const sectionFilters = (Object.keys(sectionRecord) as NotificationSectionFilter[]).filter(isBuiltSection);

const channelRecord: Record<NotificationChannel, true> = {
  system: true,
  sound: true,
  center: true,
  email: true,
  telegram: true,
  teams: true,
  slack: true,
};
/** The channels of the settings dialog, in-app ones first. */
export const channels = Object.keys(channelRecord) as NotificationChannel[];

export const readFilters: ReadFilter[] = ["any", "unread", "read"];

export function isSectionFilter(value: string | null): value is NotificationSectionFilter {
  return value !== null && (sectionFilters as string[]).includes(value);
}

export function isReadFilter(value: string | null): value is ReadFilter {
  return value !== null && (readFilters as string[]).includes(value);
}

/** The page query's `read`: unread → false, read → true, all → absent. */
export function readParam(filter: ReadFilter): boolean | undefined {
  return filter === "any" ? undefined : filter === "read";
}
