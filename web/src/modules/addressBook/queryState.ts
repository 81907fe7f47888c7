import type { addressBookRoutes } from "@intranet/contracts/addressBook";
import type { RouteBodyInput, RouteQueryInput } from "@intranet/contracts/route";
import type { Language } from "../../i18n/languages";

/**
 * What the address book shows, as the URL keeps it (`?q=&dept=&subdepartments=false&city=&office=&position=`),
 * so reload, back and forward show the same people. Empty strings mean "no filter".
 */
export interface Filters {
  q: string;
  dept: string;
  /** With the department's sub-departments (the default) or its own people only. */
  subdepartments: boolean;
  city: string;
  office: string;
  position: string;
}

/** The narrowing filters (the search text aside). */
export const filterKeys = ["dept", "city", "office", "position"] as const;
export type FilterKey = (typeof filterKeys)[number];

export type PageQuery = Partial<RouteQueryInput<typeof addressBookRoutes.page>>;
export type ExportBody = RouteBodyInput<typeof addressBookRoutes.exportShown>;

const text = (params: URLSearchParams, key: string) => params.get(key) ?? "";

/** The URL's search params → the filters (unknown params are ignored). */
export function readFilters(params: URLSearchParams): Filters {
  return {
    q: text(params, "q"),
    dept: text(params, "dept"),
    subdepartments: params.get("subdepartments") !== "false",
    city: text(params, "city"),
    office: text(params, "office"),
    position: text(params, "position"),
  };
}

/**
 * The URL's params with some filters changed; other params stay. Empty values leave the URL, and
 * `subdepartments=false` is written only while a department is chosen (clearing it restores the default).
 */
export function writeFilters(params: URLSearchParams, changes: Partial<Filters>): URLSearchParams {
  const merged = { ...readFilters(params), ...changes };
  const next = new URLSearchParams(params);
  for (const key of ["q", ...filterKeys] as const)
    if (merged[key].trim()) next.set(key, merged[key]);
    else next.delete(key);
  if (merged.dept.trim() && !merged.subdepartments) next.set("subdepartments", "false");
  else next.delete("subdepartments");
  return next;
}

/** Changes that clear the narrowing filters (and the search text too with `search`). */
export function cleared(search = false): Partial<Filters> {
  return { dept: "", subdepartments: true, city: "", office: "", position: "", ...(search ? { q: "" } : {}) };
}

/** How many narrowing filters are on (the phone's "Filters: 2"). */
export function activeFilters(filters: Filters): number {
  return filterKeys.filter((key) => filters[key].trim()).length;
}

const value = (text: string) => text.trim() || undefined;

/** The filters as the page call's query: only what is set; `subdepartments` only when off. */
export function pageQuery(filters: Filters, cursor?: string | null): PageQuery {
  const dept = value(filters.dept);
  const query: PageQuery = {
    q: value(filters.q),
    dept,
    subdepartments: dept && !filters.subdepartments ? "false" : undefined,
    city: value(filters.city),
    office: value(filters.office),
    position: value(filters.position),
    cursor: cursor ?? undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, item]) => item !== undefined)) as PageQuery;
}

/** The filters as the export's body: what is shown, with names written in the reader's language. */
export function exportBody(filters: Filters, lang: Language): ExportBody {
  const { cursor: _cursor, subdepartments: _sub, ...shown } = pageQuery(filters);
  return { ...shown, subdepartments: filters.subdepartments, lang };
}
