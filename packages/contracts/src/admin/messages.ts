import type { ErrorMessages } from "../error-map";
import type { adminErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const adminErrorMessages: ErrorMessages<typeof adminErrors> = {
  "admin.menu_key_unknown": "This menu entry does not exist",
  "admin.integration_url_invalid": "Enter the service's address, starting with https://",
  "admin.hrm_tax_id_required": "Enter the company's tax id in the company data first: the personnel system needs it",
  "admin.secret_required": "Enter the password or key the first time the link is set",
  "admin.mail_test_failed": "The test mail could not be sent",
  "admin.maintenance_running": "This task is already running for the company; wait until it ends",
  "admin.maintenance_failed": "The service task failed; try again later",
  "admin.confirm_mismatch": "Type the workspace's name exactly to confirm the deletion",
  "admin.collection_unknown": "The company has no such data collection",
  "admin.collection_kept": "This data cannot be deleted on its own: other parts of the company depend on it",
  "admin.file_not_unreferenced": "This file is not among the unreferenced files of the latest count; count again",
};
