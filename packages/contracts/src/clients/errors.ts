/** Clients: this module's entries of the error catalogue (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const clientsErrors = {
  "clients.create_error": { status: 400, message: "Client create error" },
  "clients.save_error": { status: 400, message: "Client save error" },
  "clients.import_error": { status: 400, message: "Import error" },
  "clients.mailing_export_error": { status: 502, message: "Export to the mailing service failed" },
  "clients.no_template_code": { status: 400, message: "No template code" },
  "clients.mood_export_error": { status: 500, message: "Mood export to Excel failed" },
  "clients.data_delete_error": { status: 500, message: "Deleting client data failed" },
  "clients.file_delete_error": { status: 500, message: "Deleting client files failed" },
  "clients.mail_test_failed": { status: 502, message: "Mail test failed" },
  "clients.workspace_taken": { status: 409, message: "This workspace name is taken" },
  "clients.not_found": { status: 404, message: "Company not found" },
  "clients.workspace_invalid": { status: 400, message: "Workspace name uses latin letters and digits only" },
  "clients.new_name_required": { status: 400, message: "A new name is required" },
} as const satisfies Record<string, { status: number; message: string }>;
