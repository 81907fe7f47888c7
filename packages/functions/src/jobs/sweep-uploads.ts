import { sweepUnconfirmedUploads } from "@intranet/core/files";

/** Job `sweep-uploads` (jobs.ts): hourly; idempotent, so a retry or an overlap is harmless. */
export async function handler() {
  const result = await sweepUnconfirmedUploads();
  console.log(JSON.stringify({ level: "info", msg: "upload sweep", ...result }));
  return result;
}
