import { describe, expect, it } from "vitest";
import { answer, defineRoutes } from "@intranet/contracts/route";
import { areaHandler } from "./area";
import { reply } from "./reply";

/**
 * The server must return each route's declared answer (DESIGN §3). These lines are checked by
 * `tsc` (the `@ts-expect-error` ones must fail to compile); the test itself only builds handlers.
 */
const routes = defineRoutes("typed", {
  get: {
    method: "GET",
    path: "/api/typed/{id}",
    access: "public",
    summary: "a view",
    answer: answer<{ id: string }>(),
  },
  create: { method: "POST", path: "/api/typed", access: "public", summary: "201", answer: answer<{ id: string }>() },
  remove: { method: "DELETE", path: "/api/typed/{id}", access: "public", summary: "204", answer: answer<void>() },
});

describe("route implementations are typed by the declared answer", () => {
  it("accepts the declared answer, plain, async or with reply()", () => {
    const handler = areaHandler(routes, {
      get: ({ params }) => ({ id: params.id ?? "" }),
      create: async () => reply(201, { id: "new" }),
      remove: async () => reply(204),
    });
    expect(typeof handler).toBe("function");
  });

  it("rejects a wrong answer at compile time", () => {
    const wrong = () =>
      areaHandler(routes, {
        // @ts-expect-error the answer is { id: string }, not { id: number }
        get: () => ({ id: 42 }),
        // @ts-expect-error reply() must carry the declared answer too
        create: async () => reply(201, { name: "new" }),
        // @ts-expect-error a route declared without a body cannot answer one
        remove: async () => reply(200, { id: "x" }),
      });
    expect(typeof wrong).toBe("function");
  });
});
