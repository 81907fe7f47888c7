import { afterAll, beforeAll, inject } from "vitest";
import { useEventBus } from "@intranet/core/events";
import { subscriptions } from "@intranet/functions/subscriptions";
import { LocalBus } from "../bus/local-bus";
import { LocalOutbox } from "../mail/outbox";
import { useMailer } from "@intranet/core/mail";
import { applyGatewayEnvironment } from "../environment";
import { startGateway, type Gateway } from "../gateway/server";
import type { HttpApiOptions } from "../gateway/http-api";

export interface TestApi {
  gateway: Gateway;
  bus: LocalBus;
  outbox: LocalOutbox;
  /** fetch against the gateway: `call("GET", "/api/env", { token, clientId, body })`. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** The same as `who`: their token, in the tenant they act in. */
  as(who: Caller, method: string, path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

/** Someone calling: a token and the tenant it acts in (a test member, a superadmin entering a tenant). */
export interface Caller {
  token: string;
  tenantId: string;
}

export interface CallOptions {
  token?: string;
  clientId?: string;
  body?: unknown;
  /** Sent as is, instead of JSON.stringify(body). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on shapes
  text: string;
}

/** A local gateway over the run's shared emulators, as the browser and Lambda would see it. */
export async function startTestApi(options: HttpApiOptions = {}): Promise<TestApi> {
  inject("testStack");
  const gateway = await startGateway(options);
  applyGatewayEnvironment(gateway);
  const bus = new LocalBus(subscriptions);
  useEventBus(bus);
  const outbox = new LocalOutbox();
  useMailer(outbox);
  return {
    gateway,
    bus,
    outbox,
    call: (method, path, options = {}) => call(gateway.url, method, path, options),
    as: (who, method, path, options = {}) =>
      call(gateway.url, method, path, { token: who.token, clientId: who.tenantId, ...options }),
    close: async () => {
      await bus.drain();
      await gateway.close();
    },
  };
}

/**
 * The test file's gateway: started before its tests (register it first, at the top of the file, so
 * the file's own `beforeAll` hooks can call it) and closed after them.
 * `const api = useTestApi();`, then `api.as(…)`, `api.bus` inside hooks and tests.
 */
export function useTestApi(options: HttpApiOptions = {}): TestApi {
  let started: TestApi | undefined;
  beforeAll(async () => {
    started = await startTestApi(options);
  });
  afterAll(() => started?.close());
  const current = (): TestApi => {
    if (!started) throw new Error("useTestApi: the gateway starts in beforeAll; call it inside hooks and tests");
    return started;
  };
  return {
    get gateway() {
      return current().gateway;
    },
    get bus() {
      return current().bus;
    },
    get outbox() {
      return current().outbox;
    },
    call: (...args) => current().call(...args),
    as: (...args) => current().as(...args),
    close: () => current().close(),
  };
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.clientId) headers["x-client-id"] = options.clientId;
  let body: string | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["content-type"] ??= "application/json";
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}
