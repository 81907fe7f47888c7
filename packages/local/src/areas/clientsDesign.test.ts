import { beforeAll, describe, expect, it } from "vitest";
import type { ClientView, DesignImageView } from "@intranet/contracts";
import { gradientPng } from "@intranet/core/testing/png";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { ensureTestTenant, testWorkspace, tokenFor, type TestActor } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";

/**
 * Issue 39's design tab, over HTTP: the superadmin's pictures (published by the server after it
 * measured them) and colours of company A reach A's employees through the routes the SPA starts
 * with, and no other company's; B keeps its own design.
 */
const api = useTestApi();
let root: TestActor;
let a: { tenantId: string; employee: Member; admin: Member };
let b: { tenantId: string; employee: Member };

/** The superadmin acting in a company (the SPA sends that company's id with the design's uploads). */
const rootIn = (tenantId: string): Caller => ({ token: root.token, tenantId });
const upload = (who: Caller, bytes: Uint8Array, name = "picture.png") =>
  uploadThroughApi(api.as, who, { bytes, name, contentType: "image/png", module: "common" });
const publish = (tenantId: string, kind: string, fileId: string) =>
  api.as(rootIn(tenantId), "POST", `/api/clients/${tenantId}/design/${kind}`, { body: { fileId } });

beforeAll(async () => {
  root = await tokenFor({ role: "superadmin" });
  const [tenantA, tenantB] = await Promise.all([ensureTestTenant(), ensureTestTenant()]);
  const [employeeA, adminA, employeeB] = await Promise.all([
    member(tenantA),
    member(tenantA, { role: "admin" }),
    member(tenantB),
  ]);
  a = { tenantId: tenantA, employee: employeeA, admin: adminA };
  b = { tenantId: tenantB, employee: employeeB };
});

describe("a company's design, set by the superadmin", () => {
  it("reaches that company's employees (pictures by public URL) and no other company's", async () => {
    // B has a design of its own first.
    await ok(
      api.call("PUT", `/api/clients/${b.tenantId}`, {
        token: root.token,
        body: { design: { colors: { primary: "#00aa00" }, font: "Verdana" } },
      }),
    );

    const logo: DesignImageView = await ok(
      publish(a.tenantId, "logo", await upload(rootIn(a.tenantId), gradientPng(240, 80))),
    );
    expect(logo).toMatchObject({ width: 240, height: 80 });
    expect(logo.url).toContain(`/${a.tenantId}/media/design/logo-`);
    const header: DesignImageView = await ok(
      publish(a.tenantId, "header", await upload(rootIn(a.tenantId), gradientPng(1200, 160))),
    );
    const design = {
      logo: logo.url,
      header: header.url,
      colors: { primary: "#aa3300", header: "#102030", headerText: "#ffffff" },
      font: "Georgia",
    };
    // The superadmin saves from the clients list, inside no company.
    await ok(api.call("PUT", `/api/clients/${a.tenantId}`, { token: root.token, body: { design } }));

    // A's employee starts the SPA: the company by workspace (and by id).
    const byWorkspace: ClientView = await ok(
      api.as(a.employee, "GET", `/api/clients/by_ws/${testWorkspace(a.tenantId)}`),
    );
    expect(byWorkspace.design).toMatchObject(design);
    expect((await ok(api.as(a.employee, "GET", `/api/clients/${a.tenantId}`))).design).toMatchObject(design);
    // The pictures are public: an <img> without a token loads them.
    for (const url of [logo.url, header.url]) {
      const picture = await fetch(url);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/png");
    }

    // B's employee gets B's own design, untouched, and cannot read A's.
    const own: ClientView = await ok(api.as(b.employee, "GET", `/api/clients/by_ws/${testWorkspace(b.tenantId)}`));
    expect(own.design).toEqual({ colors: { primary: "#00aa00" }, font: "Verdana" });
    expectError(
      await api.as(b.employee, "GET", `/api/clients/by_ws/${testWorkspace(a.tenantId)}`),
      403,
      "common.no_access",
    );
    expectError(await api.as(b.employee, "GET", `/api/clients/${a.tenantId}`), 403, "common.no_access");
  });

  it("measures the header on the server: 160 px high and at least 1000 px wide, else clients.header_image_size", async () => {
    for (const [width, height] of [
      [1200, 150],
      [800, 160],
      [1200, 320],
    ] as const) {
      const refused = await publish(a.tenantId, "header", await upload(rootIn(a.tenantId), gradientPng(width, height)));
      expectError(refused, 400, "clients.header_image_size");
      expect(refused.body.error.details).toEqual({ width, height });
    }
    const notPicture = await upload(rootIn(a.tenantId), new TextEncoder().encode("<svg></svg>"), "logo.png");
    expectError(await publish(a.tenantId, "logo", notPicture), 400, "files.wrong_image_size");
    expectError(
      await publish(a.tenantId, "banner", await upload(rootIn(a.tenantId), gradientPng(100, 100))),
      400,
      "common.validation",
    );
  });

  it("takes only the superadmin's own upload made in that company, and drops the upload once published", async () => {
    const fileId = await upload(rootIn(a.tenantId), gradientPng(64, 64));
    // Named under another company's path: not found there.
    expectError(await publish(b.tenantId, "logo", fileId), 404, "files.not_found");
    // A company's admin may not publish the platform's design pictures.
    expectError(
      await api.as(a.admin, "POST", `/api/clients/${a.tenantId}/design/logo`, { body: { fileId } }),
      403,
      "common.no_access",
    );
    // Someone else's upload in the company is not the superadmin's to publish.
    const employeesFile = await upload(a.employee, gradientPng(64, 64));
    expectError(await publish(a.tenantId, "logo", employeesFile), 404, "files.not_found");

    await ok(publish(a.tenantId, "logo", fileId));
    expectError(await api.as(rootIn(a.tenantId), "GET", `/api/files/${fileId}/url`), 404, "files.not_found");
    // A refused picture's upload goes too.
    const low = await upload(rootIn(a.tenantId), gradientPng(1200, 100));
    expectError(await publish(a.tenantId, "header", low), 400, "clients.header_image_size");
    expectError(await publish(a.tenantId, "header", low), 404, "files.not_found");
  });
});
