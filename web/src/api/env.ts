import type { Vendor } from "@intranet/contracts";
import type { RouteAnswer } from "@intranet/contracts/route";
import { systemRoutes } from "@intranet/contracts/system";
import { isVendor } from "../app/vendor";
import { apiUrl } from "./client";

export type EnvState = { status: "ready"; vendor: Vendor } | { status: "offline" } | { status: "starting" };

/**
 * GET /api/env (rules-calls-errors-spec §8): no answer at all means "No connection to server!";
 * 503 `common.starting` means the server is still seeding its demo (`npm start`), to be asked again;
 * any other failure is only logged and the default vendor is used. (Checked by hand rather than with
 * the contract's zod schema, to keep zod off the first screen.)
 */
export async function loadEnv(signal?: AbortSignal): Promise<EnvState> {
  let response: Response;
  try {
    response = await fetch(apiUrl(systemRoutes.env.path), { signal, headers: { accept: "application/json" } });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: "offline" };
  }
  const text = await response.text().catch(() => "");
  if (!text) return { status: "offline" };
  try {
    const answer = JSON.parse(text) as Partial<Record<keyof RouteAnswer<typeof systemRoutes.env>, unknown>> & {
      error?: { code?: unknown };
    };
    if (response.status === 503 && answer.error?.code === "common.starting") return { status: "starting" };
    const vendor = answer.vendor;
    if (response.ok && isVendor(vendor)) return { status: "ready", vendor };
    console.error("GET /api/env failed", response.status, text);
  } catch (error) {
    console.error("GET /api/env answered no JSON", response.status, error);
  }
  return { status: "ready", vendor: "default" };
}
