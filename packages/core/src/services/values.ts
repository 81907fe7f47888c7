import type { Actor, ErrorCode } from "@intranet/contracts";
import {
  fieldValueSchema,
  type AttachedFile,
  type Field,
  type FieldValue,
  type FieldValues,
} from "@intranet/contracts/services";
import type * as z from "zod/mini";
import { requireOwnUploads } from "../files";
import { AppError } from "../platform";
import { notActiveAmong } from "../users";
import { requireDepartments } from "./checks";

const empty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** The first issue's code: a field rule's own (`services.string_too_long`), else `services.bad_value`. */
function codeOf(error: z.core.$ZodError): ErrorCode {
  const message = error.issues[0]?.message ?? "";
  return message === "services.string_too_long" ? message : "services.bad_value";
}

/**
 * Values checked against their fields (rules spec §5): each by its type, required ones filled,
 * nothing for a field the form does not have; a select's value is one of its choices; files are the
 * caller's own confirmed uploads of module `services`; departments exist; people are active in the
 * company. Answers the values as they will be stored (trimmed, empty optional fields left out) and
 * the files they name (names and sizes, so the request's page shows them without reading each file).
 */
export async function checkValues(
  actor: Actor,
  clientId: string,
  fields: readonly Field[],
  values: Record<string, unknown>,
): Promise<{ values: FieldValues; files: Record<string, AttachedFile> }> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  for (const id of Object.keys(values)) if (!byId.has(id)) throw new AppError("services.bad_value", { field: id });
  const checked: FieldValues = {};
  const fileIds: string[] = [];
  const people: string[] = [];
  const departments: string[] = [];
  for (const field of fields) {
    const raw = values[field.id];
    if (field.type === "checkbox") {
      // A required checkbox is one to tick ("I agree").
      if (raw !== undefined && typeof raw !== "boolean") throw new AppError("services.bad_value", { field: field.id });
      if (field.required && raw !== true) throw new AppError("services.value_required", { field: field.id });
      if (raw !== undefined) checked[field.id] = raw;
      continue;
    }
    if (empty(raw)) {
      if (field.required) throw new AppError("services.value_required", { field: field.id });
      continue;
    }
    const parsed = fieldValueSchema(field.type).safeParse(raw);
    if (!parsed.success) throw new AppError(codeOf(parsed.error), { field: field.id });
    const value = parsed.data as FieldValue;
    if (field.type === "select" && !field.options.includes(value as string))
      throw new AppError("services.bad_value", { field: field.id });
    if (field.type === "file") fileIds.push(...(value as string[]));
    if (field.type === "user") people.push(value as string);
    if (field.type === "users") people.push(...(value as string[]));
    if (field.type === "department") departments.push(value as string);
    checked[field.id] = value;
  }
  const [files] = await Promise.all([
    requireOwnUploads(actor, clientId, fileIds, "services", "services.bad_file"),
    people.length &&
      notActiveAmong(clientId, [...new Set(people)]).then((left) => {
        if (left.length) throw new AppError("services.unknown_person");
      }),
    requireDepartments(clientId, departments),
  ]);
  // Names and sizes only, as the request keeps them (the upload's type is not part of a request).
  const kept = Object.fromEntries(
    Object.entries(files).map(([id, file]) => [id, { name: file.name, size: file.size }]),
  );
  return { values: checked, files: kept };
}

/** Every file id a request's values name (its form's and its steps'). */
export function fileIdsIn(fields: readonly Field[], values: Record<string, FieldValue> | undefined): string[] {
  if (!values) return [];
  return fields.filter((field) => field.type === "file").flatMap((field) => (values[field.id] as string[]) ?? []);
}
