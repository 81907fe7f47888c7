import { hrHeaderNames, hrRequiredFields, type HrField } from "@intranet/contracts/hrImport";

const squeeze = (name: string) =>
  name
    .normalize("NFC")
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[\s._\-№]+/g, "");

/** Header names as compared (docs/hr-import.md): "Табельный номер", "табельный_номер", "Personnel No." alike. */
const byName = new Map<string, HrField>(
  Object.entries(hrHeaderNames).flatMap(([field, names]) =>
    [names.en, names.ru, ...names.aliases].map((name) => [squeeze(name), field as HrField]),
  ),
);

/** The field a header cell names, or undefined (unknown columns are ignored). */
export function fieldOfHeader(header: string): HrField | undefined {
  return byName.get(squeeze(header));
}

/** Columns a file must have (contracts). */
export const requiredColumns = hrRequiredFields;
