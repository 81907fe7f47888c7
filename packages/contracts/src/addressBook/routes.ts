import type { ExportView } from "../exports/views";
import {
  addressBookExportBodySchema,
  addressBookParamsSchema,
  addressBookQuerySchema,
  allEmployeesExportBodySchema,
} from "./schemas";
import { answer, defineRoutes } from "../route";
import type { AddressBookFacets, AddressBookPage } from "./views";

/**
 * The address book (product-spec §2 /addressBook/; the spec names no call for it, so these follow
 * the module's shape). Needs the `address_book` right; `{client}` must be the caller's company.
 * `POST /api/user/filter/{workspace}` stays the employees administration's list (every status).
 */
export const addressBookRoutes = defineRoutes("addressBook", {
  page: {
    method: "GET",
    path: "/api/address_book/{client}",
    access: "address_book",
    summary:
      "Active employees: pinned first then by name, or best match first for ?q=; filters dept, city, office, position",
    params: addressBookParamsSchema,
    query: addressBookQuerySchema,
    answer: answer<AddressBookPage>(),
  },
  facets: {
    method: "GET",
    path: "/api/address_book/{client}/facets",
    access: "address_book",
    summary: "The departments, and the cities, offices and positions active employees hold with how many hold each",
    params: addressBookParamsSchema,
    answer: answer<AddressBookFacets>(),
  },
  exportShown: {
    method: "POST",
    path: "/api/user/export/{client}",
    access: "address_book",
    summary:
      "Starts an Excel export of what the address book shows with these filters (202; follow GET /api/export/{id})",
    params: addressBookParamsSchema,
    body: addressBookExportBodySchema,
    answer: answer<ExportView>(),
  },
  exportAll: {
    method: "POST",
    path: "/api/user/export/all/{client}",
    access: "admin",
    summary: "Starts an Excel export of every employee, fired and deleted ones too (202; follow GET /api/export/{id})",
    params: addressBookParamsSchema,
    body: allEmployeesExportBodySchema,
    answer: answer<ExportView>(),
  },
});
