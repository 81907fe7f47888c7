import type { ErrorStatuses } from "../error-map";

/** Administration (`admin.*`); rules spec §8 Clients messages. */
export const adminErrors = {
  "admin.menu_key_unknown": 400,
  "admin.integration_url_invalid": 400,
  "admin.hrm_tax_id_required": 400,
  "admin.secret_required": 400,
  "admin.mail_test_failed": 502,
  "admin.maintenance_running": 409,
  "admin.maintenance_failed": 500,
  "admin.confirm_mismatch": 400,
  "admin.collection_unknown": 404,
  "admin.collection_kept": 400,
  "admin.file_not_unreferenced": 409,
} as const satisfies ErrorStatuses;
