/**
 * The address book (product-spec §2 /addressBook/): everyone active in the company, found by name
 * in any order, position, department, phone, email or city (the global search's people query),
 * narrowed by department (with its sub-departments), city, office and position.
 */
import * as z from "zod/mini";
import { idSchema } from "../validation";

const cursorSchema = z.string().check(z.maxLength(2000, "search.bad_cursor"));

export const addressBookLimits = {
  pageDefault: 24,
  pageMax: 100,
  queryMax: 100,
  valueMax: 200,
  /** People a text query can answer (the search's candidates); refine the words beyond it. */
  textMatchesMax: 120,
} as const;

const value = z.optional(z.string().check(z.trim(), z.maxLength(addressBookLimits.valueMax)));
const flag = z.pipe(
  z.enum(["true", "false"]),
  z.transform((text) => text === "true"),
);

export const addressBookParamsSchema = z.object({ client: idSchema });

/** GET /api/address_book/{client}?q=&dept=&subdepartments=&city=&office=&position=&cursor=&limit= */
export const addressBookQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(addressBookLimits.queryMax))),
  dept: z.optional(idSchema),
  /** With the department's sub-departments (the default) or its own employees only. */
  subdepartments: z._default(flag, true),
  city: value,
  office: value,
  position: value,
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(addressBookLimits.pageMax)),
    addressBookLimits.pageDefault,
  ),
  /** The reader's language (en, ru, ua): the order of names in an export. */
  lang: z._default(z.enum(["en", "ru", "ua"]), "en"),
});
export type AddressBookQuery = z.output<typeof addressBookQuerySchema>;
export type AddressBookQueryInput = z.input<typeof addressBookQuerySchema>;

/** The filters of a query, as the page answers them back (and an export names them). */
export type AddressBookFilters = Pick<
  AddressBookQuery,
  "q" | "dept" | "subdepartments" | "city" | "office" | "position"
>;

/** POST /api/user/export/{client}: what the address book shows with these filters, as an Excel file. */
export const addressBookExportBodySchema = z.object({
  q: addressBookQuerySchema.shape.q,
  dept: addressBookQuerySchema.shape.dept,
  subdepartments: z._default(z.boolean(), true),
  city: value,
  office: value,
  position: value,
  lang: z._default(z.enum(["en", "ru", "ua"]), "en"),
});
export type AddressBookExportBody = z.output<typeof addressBookExportBodySchema>;

/** POST /api/user/export/all/{client}: every employee, fired and deleted ones too (admins). */
export const allEmployeesExportBodySchema = z.object({ lang: z._default(z.enum(["en", "ru", "ua"]), "en") });
