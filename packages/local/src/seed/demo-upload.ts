import type { Actor, FileModule } from "@intranet/contracts";
import { confirmUpload, requestUpload } from "@intranet/core/files";

/**
 * A demo file uploaded as the browser does it: a ticket from the files door, the bytes POSTed to
 * the bucket with the ticket's fields, the upload confirmed. Answers the file's id.
 */
export async function uploadDemoFile(
  actor: Actor,
  file: { module: FileModule; name: string; contentType: string; bytes: Uint8Array },
): Promise<string> {
  const { module, name, contentType, bytes } = file;
  const ticket = await requestUpload(actor, { module, name, contentType, size: bytes.length });
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
  form.append("file", new Blob([bytes], { type: contentType }), name);
  const posted = await fetch(ticket.url, { method: "POST", body: form });
  if (!posted.ok) throw new Error(`demo upload of ${name} failed: ${posted.status}`);
  await confirmUpload(actor, ticket.fileId);
  return ticket.fileId;
}
