import type { ErrorStatuses } from "../error-map";

/** Clients: this module's error codes and their HTTP statuses (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const clientsErrors = {
  "clients.create_error": 400,
  "clients.save_error": 400,
  "clients.import_error": 400,
  "clients.mailing_export_error": 502,
  "clients.no_template_code": 400,
  "clients.mood_export_error": 500,
  "clients.data_delete_error": 500,
  "clients.file_delete_error": 500,
  "clients.mail_test_failed": 502,
  "clients.workspace_taken": 409,
  "clients.not_found": 404,
  "clients.workspace_invalid": 400,
  "clients.new_name_required": 400,
  "clients.header_image_size": 400,
} as const satisfies ErrorStatuses;
