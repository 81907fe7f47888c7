import {
  hrHeaderNames,
  hrRequiredFields,
  structHeaderNames,
  structRequiredFields,
  type HrField,
  type StructField,
} from "@intranet/contracts/hrImport";

const squeeze = (name: string) =>
  name
    .normalize("NFC")
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[\s._\-№]+/g, "");

/** The columns of one kind of file: the field each header names, and the fields a file must have. */
export interface Columns<F extends string> {
  fieldOf: (header: string) => F | undefined;
  required: readonly F[];
}

/** Header names as compared (docs/hr-import.md): "Табельный номер", "табельный_номер", "Personnel No." alike. */
function columnsOf<F extends string>(
  names: Record<F, { en: string; ru: string; aliases: readonly string[] }>,
  required: readonly F[],
): Columns<F> {
  const byName = new Map<string, F>(
    (Object.entries(names) as Array<[F, { en: string; ru: string; aliases: readonly string[] }]>).flatMap(
      ([field, known]) => [known.en, known.ru, ...known.aliases].map((name) => [squeeze(name), field] as const),
    ),
  );
  return { fieldOf: (header) => byName.get(squeeze(header)), required };
}

/** An employees file's columns (contracts' `hrHeaderNames`); unknown columns are ignored. */
export const employeeColumns = columnsOf<HrField>(hrHeaderNames, hrRequiredFields);

/** A departments file's columns (contracts' `structHeaderNames`). */
export const departmentColumns = columnsOf<StructField>(structHeaderNames, structRequiredFields);
