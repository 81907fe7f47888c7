import { beforeAll, describe, expect, it } from "vitest";
import type { UserView } from "@intranet/contracts";
import { gradientPng } from "@intranet/core/testing/png";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";

const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

const png = (who: Member, bytes: Uint8Array, owner = who.userId) =>
  uploadThroughApi(as, who, {
    bytes,
    name: "me.png",
    contentType: "image/png",
    module: "profile",
    owner: { type: "user", id: owner },
  });

let tenantId: string;
let admin: Member;
let person: Member;
let colleague: Member;

beforeAll(async () => {
  tenantId = await ensureTestTenant();
  [admin, person, colleague] = await Promise.all([
    member(tenantId, { role: "admin" }),
    member(tenantId, { rights: ["profile_edit"] }),
    member(tenantId, { rights: ["profile_edit"] }),
  ]);
});

describe("PUT and DELETE /api/user/{id}/image/{kind}", () => {
  it("sets an avatar everyone sees by its public URL, and removes it", async () => {
    const fileId = await png(person, gradientPng(256, 256));
    const view: UserView = await ok(as(person, "PUT", `/api/user/${person.userId}/image/avatar`, { body: { fileId } }));
    expect(view.avatar).toBeTruthy();
    const seen: UserView = await ok(as(colleague, "GET", `/api/user/${person.userId}`));
    expect(seen.avatar).toBe(view.avatar);
    expect((await fetch(view.avatar!)).status).toBe(200);

    const cleared: UserView = await ok(as(person, "DELETE", `/api/user/${person.userId}/image/avatar`));
    expect(cleared.avatar).toBeUndefined();
    expect((await fetch(view.avatar!)).status).toBe(404);
  });

  it("refuses a cover of the wrong size with files.wrong_image_size, and takes a 3420 px one", async () => {
    const narrow = await png(person, gradientPng(1200, 300));
    expectError(
      await as(person, "PUT", `/api/user/${person.userId}/image/cover`, { body: { fileId: narrow } }),
      400,
      "files.wrong_image_size",
    );
    const wide = await png(person, gradientPng(3420, 260));
    const view: UserView = await ok(
      as(person, "PUT", `/api/user/${person.userId}/image/cover`, { body: { fileId: wide } }),
    );
    expect(view.cover).toContain(`cover-${wide}`);
  });

  it("lets only the person or an admin change it; another tenant finds nothing", async () => {
    const fileId = await png(person, gradientPng(128, 128));
    const path = `/api/user/${person.userId}/image/avatar`;
    expectError(await as(colleague, "PUT", path, { body: { fileId } }), 403, "common.no_access");
    expect(await ok(as(admin, "PUT", path, { body: { fileId } }))).toHaveProperty("avatar");

    const otherTenant = await ensureTestTenant();
    const stranger = await member(otherTenant, { role: "admin" });
    expectError(await as(stranger, "PUT", path, { body: { fileId } }), 404, "employees.not_found");
    expectError(
      await as(person, "PUT", `/api/user/${person.userId}/image/banner`, { body: { fileId } }),
      400,
      "common.validation",
    );
  });
});
