import type { HrField } from "@intranet/contracts/hrImport";

/**
 * The header names each field is known by (docs/hr-import.md), English and Russian, compared
 * lower-cased with spaces, dots, dashes and underscores dropped and "ё" read as "е", so
 * "Табельный номер", "табельный_номер" and "Personnel No." are all found.
 */
const headerNames: Record<HrField, string[]> = {
  personnelNumber: ["personnel number", "personnel no", "employee number", "табельный номер", "таб номер", "табельный"],
  lastName: ["last name", "surname", "фамилия"],
  firstName: ["first name", "name", "имя"],
  middleName: ["middle name", "patronymic", "отчество"],
  email: ["email", "e-mail", "электронная почта", "почта"],
  taxId: ["tax id", "inn", "инн"],
  position: ["position", "job title", "должность"],
  department: ["department", "подразделение", "отдел"],
  phone: ["phone", "телефон", "мобильный телефон"],
  city: ["city", "город"],
  birthDate: ["birth date", "date of birth", "дата рождения"],
  workingSince: ["working since", "hire date", "date of hire", "дата приема", "дата приёма"],
};

const squeeze = (name: string) =>
  name
    .normalize("NFC")
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[\s._\-№]+/g, "");

const byName = new Map<string, HrField>(
  Object.entries(headerNames).flatMap(([field, names]) => names.map((name) => [squeeze(name), field as HrField])),
);

/** The field a header cell names, or undefined (unknown columns are ignored). */
export function fieldOfHeader(header: string): HrField | undefined {
  return byName.get(squeeze(header));
}

/** Columns a file must have: without names no row could be valid. */
export const requiredColumns: HrField[] = ["lastName", "firstName"];
