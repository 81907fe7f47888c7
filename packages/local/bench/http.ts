import type { LocalRuntime } from "../src/runtime";

/** Who a bench request is sent as: their token and company. */
export interface BenchCaller {
  token: string;
  tenantId: string | null;
}

/** Requests as the SPA makes them: the person's token and company, through the local gateway. */
export function httpAs(runtime: LocalRuntime, who: BenchCaller) {
  return async <T>(method: "GET" | "POST" | "PUT", path: string, body?: object): Promise<T> => {
    const response = await fetch(`${runtime.gateway.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${who.token}`,
        "x-client-id": who.tenantId ?? "",
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  };
}
