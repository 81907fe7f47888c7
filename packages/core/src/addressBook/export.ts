import type { Actor } from "@intranet/contracts";
import {
  addressBookExportTexts,
  type AddressBookExportBody,
  type DirectoryPersonView,
  type AddressBookFilters,
} from "@intranet/contracts/addressBook";
import type { ExportView } from "@intranet/contracts/exports";
import { personName, type UserView } from "@intranet/contracts/users";
import { directoryPage } from "../audiences";
import { registerExporter, startExport, type ExportColumn } from "../exports";
import { requireSameTenant } from "../platform";
import { usersPage } from "../users";
import { filterOf, isTextQuery, textMatches } from "./page";
import { personView } from "./views";

type Lang = AddressBookExportBody["lang"];
const PAGE = 100;

const contactColumns = (lang: Lang): ExportColumn[] => {
  const texts = addressBookExportTexts[lang].columns;
  return [
    { header: texts.name, width: 32 },
    { header: texts.position, width: 26 },
    { header: texts.department, width: 26 },
    { header: texts.email, width: 30 },
    { header: texts.phone, width: 18 },
    { header: texts.internalPhone, width: 12 },
    { header: texts.city, width: 16 },
    { header: texts.office, width: 16 },
  ];
};

type Person = Pick<
  DirectoryPersonView,
  | "firstName"
  | "lastName"
  | "middleName"
  | "position"
  | "department"
  | "email"
  | "phone"
  | "internalPhone"
  | "city"
  | "office"
>;
const contactRow = (person: Person, lang: Lang) => [
  personName(person, lang),
  person.position ?? null,
  person.department ?? null,
  person.email,
  person.phone ?? null,
  person.internalPhone ?? null,
  person.city ?? null,
  person.office ?? null,
];

/** What the address book shows with the requester's filters and words, in its order. */
registerExporter<AddressBookExportBody>({
  kind: "addressBook",
  sheetName: (params) => addressBookExportTexts[params.lang].sheet,
  columns: (params) => contactColumns(params.lang),
  async *rows({ clientId, actor, params }) {
    const filter = filterOf(params);
    if (isTextQuery(params.q)) {
      yield (await textMatches(actor, clientId, params.q, filter)).map((card) =>
        contactRow(personView(card), params.lang),
      );
      return;
    }
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof directoryPage>> = await directoryPage(clientId, filter, {
        cursor,
        size: PAGE,
      });
      yield page.cards.map((card) => contactRow(personView(card), params.lang));
      cursor = page.cursor;
    } while (cursor);
  },
});

/** Every employee of the company, fired and deleted ones too, with their status (admins). */
registerExporter<{ lang: Lang }>({
  kind: "allEmployees",
  sheetName: (params) => addressBookExportTexts[params.lang].sheet,
  columns: (params) => [
    ...contactColumns(params.lang),
    { header: addressBookExportTexts[params.lang].columns.status, width: 12 },
  ],
  async *rows({ clientId, params }) {
    const statuses = addressBookExportTexts[params.lang].statuses;
    let cursor: string | null = null;
    do {
      const page = await usersPage(clientId, { status: "all", cursor, limit: PAGE });
      yield page.items.map((user: UserView) => [...contactRow(user, params.lang), statuses[user.status]]);
      cursor = page.cursor;
    } while (cursor);
  },
});

/** POST /api/user/export/{client}: starts the export of what the address book shows. */
export async function exportShown(actor: Actor, clientId: string, body: AddressBookExportBody): Promise<ExportView> {
  requireSameTenant(actor, clientId);
  const filters: AddressBookFilters & { lang: Lang } = body;
  return startExport(actor, "addressBook", filters, `address-book-${new Date().toISOString().slice(0, 10)}.xlsx`);
}

/** POST /api/user/export/all/{client}: starts the export of every employee (the route is for admins). */
export async function exportAllEmployees(actor: Actor, clientId: string, body: { lang: Lang }): Promise<ExportView> {
  requireSameTenant(actor, clientId);
  return startExport(actor, "allEmployees", body, `employees-${new Date().toISOString().slice(0, 10)}.xlsx`);
}
