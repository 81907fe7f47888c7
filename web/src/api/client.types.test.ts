import { describe, expect, expectTypeOf, it } from "vitest";
import type { ClientView, PostPage, PostView, SignInAnswer, UserView } from "@intranet/contracts";
import { postsRoutes } from "@intranet/contracts/wall";
import { authApi } from "./auth";
import { callRoute, routePath } from "./client";
import { clientsApi } from "./clients";
import { postsApi } from "../modules/wall/api";
import { usersApi } from "./users";

describe("the typed caller", () => {
  it("types each call by its route declaration", () => {
    expectTypeOf(postsApi.get).returns.toEqualTypeOf<Promise<PostView>>();
    expectTypeOf(postsApi.wall).returns.toEqualTypeOf<Promise<PostPage>>();
    expectTypeOf(clientsApi.list).returns.toEqualTypeOf<Promise<ClientView[]>>();
    expectTypeOf(usersApi.get).returns.toEqualTypeOf<Promise<UserView>>();
    expectTypeOf(authApi.login).returns.toEqualTypeOf<Promise<SignInAnswer>>();
    expectTypeOf(authApi.logout).returns.toEqualTypeOf<Promise<void>>();
    const typeChecks = () => {
      // @ts-expect-error a declared path parameter is required
      void callRoute(postsRoutes.get, {});
      // @ts-expect-error the body must match the route's schema
      void callRoute(postsRoutes.markAllSeen, { body: { where: "nowhere" } });
      // @ts-expect-error a route without params takes none
      void callRoute(postsRoutes.create, { params: { id: "x" }, body: { message: "hi" } });
    };
    expect(typeof typeChecks).toBe("function");
  });

  it("fills the path from params, URL-encoded", () => {
    expect(routePath("/api/post/{id}/like", { id: "a/b c" })).toBe("/api/post/a%2Fb%20c/like");
    expect(routePath("/api/links_block/{client}/{module}", { client: "c1", module: "wall" })).toBe(
      "/api/links_block/c1/wall",
    );
    expect(() => routePath("/api/post/{id}", {})).toThrow(/id/);
  });
});
