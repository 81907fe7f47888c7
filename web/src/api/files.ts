import type { FileModule, FileView, UploadTicket } from "@intranet/contracts";
import { apiRequest } from "./client";
import { ApiError } from "./errors";

/**
 * Upload one file (rules-calls-errors-spec §7 Files): a presigned POST from the API, the file
 * straight to storage, then the confirmation that records it (size and quota checked there).
 */
export async function uploadFile(file: File, module: FileModule): Promise<FileView> {
  const ticket = await apiRequest<UploadTicket>("POST", "/api/upload", {
    body: { module, name: file.name, contentType: file.type || "application/octet-stream", size: file.size },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append("file", file);
  const stored = await fetch(ticket.url, { method: "POST", body: form });
  if (!stored.ok) throw new ApiError("http", stored.status, "common.error_occurred", await stored.text());
  return apiRequest<FileView>("POST", "/api/upload/confirm", { body: { fileId: ticket.fileId } });
}
