import { filesRoutes as routes, type FileModule, type FileOwner, type FileView } from "@intranet/contracts/files";
import { callRoute } from "./client";
import { showError } from "./errorEvents";
import { ApiError, networkError } from "./errors";

export interface UploadOptions {
  /** Called as the file goes to storage, with the share sent so far (0…1). */
  onProgress?: (fraction: number) => void;
  /** The caller shows a refusal itself (a form): no error dialog. */
  no_show?: boolean;
  /** What the file belongs to before it is attached (a person's HR document or profile picture). */
  owner?: FileOwner;
  /** The company the file goes to, when not the session's (a superadmin's design picture). */
  clientId?: string;
}

/** The storage POST through XMLHttpRequest, whose upload events report progress (fetch has none). */
function postWithProgress(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new ApiError("http", request.status, "common.error_occurred", request.responseText));
    };
    request.onerror = () => reject(networkError(new Error("Upload failed")));
    request.send(form);
  });
}

async function postToStorage(url: string, form: FormData): Promise<void> {
  const stored = await fetch(url, { method: "POST", body: form });
  if (!stored.ok) throw new ApiError("http", stored.status, "common.error_occurred", await stored.text());
}

/**
 * Upload one file (rules-calls-errors-spec §7 Files): a presigned POST from the API, the file
 * straight to storage, then the confirmation that records it (size and quota checked there).
 * With `onProgress` the storage POST reports how much was sent.
 */
export async function uploadFile(file: File, module: FileModule, options: UploadOptions = {}): Promise<FileView> {
  const { no_show, owner, clientId } = options;
  const contentType = file.type || "application/octet-stream";
  const ticket = await callRoute(
    routes.upload,
    { body: { module, name: file.name, contentType, size: file.size, ...(owner ? { owner } : {}) } },
    { no_show, clientId },
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append("file", file);
  try {
    if (options.onProgress) await postWithProgress(ticket.url, form, options.onProgress);
    else await postToStorage(ticket.url, form);
  } catch (error) {
    // Storage is not the API: its refusal or a lost connection is shown here, as the API client would.
    if (!no_show && error instanceof ApiError) showError(error.kind === "network" ? "network" : "error", error);
    throw error;
  }
  return callRoute(routes.confirm, { body: { fileId: ticket.fileId } }, { no_show, clientId });
}
