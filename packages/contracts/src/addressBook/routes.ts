import { addressBookParamsSchema, addressBookQuerySchema } from "./schemas";
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
    summary: "The cities, offices and positions active employees hold, with how many hold each",
    params: addressBookParamsSchema,
    answer: answer<AddressBookFacets>(),
  },
});
