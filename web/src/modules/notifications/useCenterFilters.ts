import type { NotificationSectionFilter } from "@intranet/contracts";
import { useSearchParams } from "react-router-dom";
import type { ReadFilter } from "./shell/keys";
import { isReadFilter, isSectionFilter } from "./options";

/** The section tab and the read filter, kept in the address (`?section=posts&read=unread`). */
export function useCenterFilters() {
  const [params, setParams] = useSearchParams();
  const rawSection = params.get("section");
  const rawRead = params.get("read");
  const section: NotificationSectionFilter = isSectionFilter(rawSection) ? rawSection : "all";
  const read: ReadFilter = isReadFilter(rawRead) ? rawRead : "any";
  const set = (next: { section?: NotificationSectionFilter; read?: ReadFilter }) => {
    const merged = { section, read, ...next };
    const search: Record<string, string> = {};
    if (merged.section !== "all") search.section = merged.section;
    if (merged.read !== "any") search.read = merged.read;
    setParams(search, { replace: true });
  };
  return { section, read, set };
}
