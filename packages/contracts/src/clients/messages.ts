import type { ErrorMessages } from "../error-map";
import type { clientsErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const clientsErrorMessages: ErrorMessages<typeof clientsErrors> = {
  "clients.create_error": "Client create error",
  "clients.save_error": "Client save error",
  "clients.import_error": "Import error",
  "clients.mailing_export_error": "Export to the mailing service failed",
  "clients.no_template_code": "No template code",
  "clients.mood_export_error": "Mood export to Excel failed",
  "clients.data_delete_error": "Deleting client data failed",
  "clients.file_delete_error": "Deleting client files failed",
  "clients.mail_test_failed": "Mail test failed",
  "clients.workspace_taken": "This workspace name is taken",
  "clients.not_found": "Company not found",
  "clients.workspace_invalid": "Workspace name uses latin letters and digits only",
  "clients.new_name_required": "A new name is required",
  "clients.header_image_size": "The header image must be 160 px high and at least 1000 px wide",
};
