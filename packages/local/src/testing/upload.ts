import { expect } from "vitest";
import type { FileModule, FileOwner, UploadTicket } from "@intranet/contracts";
import type { Caller, TestApi } from "./api";
import { ok } from "./expect-http";

/** What the browser does with a file: ask for a ticket, POST the bytes straight to S3, confirm. Answers the file id. */
export async function uploadThroughApi(
  as: TestApi["as"],
  who: Caller,
  file: { bytes: Uint8Array; name: string; contentType: string; module: FileModule; owner?: FileOwner },
): Promise<string> {
  const { bytes, name, contentType, module, owner } = file;
  const ticket: UploadTicket = await ok(
    as(who, "POST", "/api/upload", {
      body: { module, name, contentType, size: bytes.byteLength, ...(owner ? { owner } : {}) },
    }),
    201,
  );
  const form = new FormData();
  for (const [field, value] of Object.entries(ticket.fields)) form.append(field, value);
  form.append("file", new Blob([bytes], { type: contentType }), name);
  expect((await fetch(ticket.url, { method: "POST", body: form })).status).toBe(204);
  await ok(as(who, "POST", "/api/upload/confirm", { body: { fileId: ticket.fileId } }));
  return ticket.fileId;
}
