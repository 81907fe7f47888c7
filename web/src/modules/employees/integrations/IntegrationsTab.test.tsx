import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ClientView } from "@intranet/contracts";
import type { CompanyIntegrationsView } from "@intranet/contracts/admin";
import type { IntegrationsView } from "@intranet/contracts/notifications";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { clientView, startupRoutes, storeSession, withRoles } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

const companyPath = "/api/clients/c1/integrations";
const chatsPath = "/api/notification/integrations/c1";
const none: CompanyIntegrationsView = { client_id: "c1", hrm: null, mailing: null };
const noChats: IntegrationsView = { client_id: "c1", telegram: null, teams: null, slack: null };

function open(client: ClientView, routes: FakeRoutes = {}) {
  const admin = withRoles(["admin"]);
  const api = fakeApi({
    ...startupRoutes(admin, client),
    [`GET ${companyPath}`]: { body: none },
    [`GET ${chatsPath}`]: { body: noChats },
    // The sign-in policy card beside the integrations (its own tests cover it over HTTP).
    [`GET /api/clients/${client._id}/settings/signIn`]: {
      body: { client_id: client._id, passwordSignIn: true, ssoDomains: [], sessionHours: 12, adminTwoFactor: false },
    },
    ...routes,
  });
  storeSession(admin);
  renderApp("/employees/?tab=integrations");
  return api;
}

const card = async (name: string) => screen.findByRole("form", { name });

describe('the employee cabinet\'s "integrations" tab', () => {
  it("asks for the company's tax id before the personnel system can be connected", async () => {
    open(clientView());
    const hrm = await card("Personnel system (1C)");
    expect(within(hrm).getByText(/finds the company by its tax id/)).toBeTruthy();
    expect(within(hrm).getByRole("link", { name: "Open the company data" }).getAttribute("href")).toContain(
      "tab=company",
    );
    expect(within(hrm).getByRole("button", { name: "Connect" }).closest("button")?.disabled).toBe(true);
  });

  it("connects the personnel system with a password, then keeps it write-only, and disconnects after asking", async () => {
    let stored = none;
    const api = open(clientView({ taxId: "7707083893" }), {
      [`GET ${companyPath}`]: () => ({ body: stored }),
      [`PUT ${companyPath}`]: ({ body }) => {
        const part = (body as { hrm?: { url: string; login: string } | null }).hrm;
        stored = { ...stored, hrm: part ? { url: part.url, login: part.login, passwordSet: true } : null };
        return { body: stored };
      },
    });
    const hrm = await card("Personnel system (1C)");
    await userEvent.type(within(hrm).getByLabelText("Service address"), "https://hr.example.com/1c");
    await userEvent.type(within(hrm).getByLabelText("Login"), "hr-bot");
    await userEvent.click(within(hrm).getByRole("button", { name: "Connect" }));
    // The first link needs its password.
    expect(await within(hrm).findByText("Enter the password or key the first time the link is set")).toBeTruthy();
    expect(api.calls).not.toContain(`PUT ${companyPath}`);
    await userEvent.type(within(hrm).getByLabelText("Password"), "s3cret");
    await userEvent.click(within(hrm).getByRole("button", { name: "Connect" }));
    await waitFor(() => expect(api.calls).toContain(`PUT ${companyPath}`));
    expect(api.bodyOf(`PUT ${companyPath}`)).toEqual({
      hrm: { url: "https://hr.example.com/1c", login: "hr-bot", password: "s3cret" },
    });
    expect(await screen.findByText("The personnel system link is saved")).toBeTruthy();

    const saved = await card("Personnel system (1C)");
    expect(within(saved).getByText("Connected")).toBeTruthy();
    expect(within(saved).getByText("Set")).toBeTruthy();
    expect(saved.querySelector("input[type='password']")).toBeNull();
    await userEvent.clear(within(saved).getByLabelText("Login"));
    await userEvent.type(within(saved).getByLabelText("Login"), "hr-2");
    await userEvent.click(within(saved).getByRole("button", { name: "Save" }));
    // Left out, the stored password stays.
    await waitFor(() =>
      expect(api.bodyOf(`PUT ${companyPath}`)).toEqual({ hrm: { url: "https://hr.example.com/1c", login: "hr-2" } }),
    );

    await userEvent.click(within(await card("Personnel system (1C)")).getByRole("button", { name: "Disconnect" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/Disconnect the personnel system\?/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole("button", { name: "Disconnect" }));
    await waitFor(() => expect(api.bodyOf(`PUT ${companyPath}`)).toEqual({ hrm: null }));
    expect(await screen.findByText("The personnel system is disconnected")).toBeTruthy();
  });

  it("shows the server's tax id refusal and a bad address at its field", async () => {
    open(clientView({ taxId: "7707083893" }), {
      [`PUT ${companyPath}`]: apiError(400, "admin.hrm_tax_id_required"),
    });
    const hrm = await card("Personnel system (1C)");
    await userEvent.type(within(hrm).getByLabelText("Service address"), "ftp://x");
    await userEvent.type(within(hrm).getByLabelText("Login"), "hr");
    await userEvent.type(within(hrm).getByLabelText("Password"), "p");
    await userEvent.click(within(hrm).getByRole("button", { name: "Connect" }));
    expect(await within(hrm).findByText("Enter the service's address, starting with https://")).toBeTruthy();
    await userEvent.clear(within(hrm).getByLabelText("Service address"));
    await userEvent.type(within(hrm).getByLabelText("Service address"), "https://hr.example.com");
    await userEvent.click(within(hrm).getByRole("button", { name: "Connect" }));
    expect(await within(hrm).findByText(/Enter the company's tax id in the company data first/)).toBeTruthy();
    expect(within(hrm).getByRole("link", { name: "Open the company data" })).toBeTruthy();
  });

  it("sets the mailing service with its write-only key", async () => {
    const api = open(clientView(), {
      [`GET ${companyPath}`]: {
        body: { ...none, mailing: { service: "sendsay", login: "acme", apiKeySet: true, list: "staff" } },
      },
      [`PUT ${companyPath}`]: ({ body }) => ({
        body: { ...none, mailing: { ...(body as { mailing: object }).mailing, apiKeySet: true } },
      }),
    });
    const mailing = await card("Mailing service");
    expect(within(mailing).getByLabelText<HTMLInputElement>("Mailing list").value).toBe("staff");
    await userEvent.click(within(mailing).getByRole("button", { name: "Replace: API key" }));
    await userEvent.type(within(mailing).getByLabelText("API key"), "key-2");
    await userEvent.click(within(mailing).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain(`PUT ${companyPath}`));
    expect(api.bodyOf(`PUT ${companyPath}`)).toEqual({
      mailing: { service: "sendsay", login: "acme", apiKey: "key-2", list: "staff" },
    });
  });

  it("keeps chat secrets masked, replaces a webhook, and shows each chat's test result", async () => {
    const chats: IntegrationsView = {
      client_id: "c1",
      telegram: { chatId: "-1001", botToken: "123456:••••" },
      teams: { webhookUrl: "https://example.webhook.office.com/••••" },
      slack: null,
    };
    const api = open(clientView(), {
      [`GET ${chatsPath}`]: { body: chats },
      [`PUT ${chatsPath}`]: ({ body }) => ({ body: { ...chats, ...(body as object) } }),
      [`POST ${chatsPath}/test`]: {
        body: {
          results: [
            { channel: "telegram", ok: true },
            { channel: "teams", ok: false, status: 403, error: "HTTP 403" },
          ],
        },
      },
    });
    const telegram = await card("Telegram");
    expect(within(telegram).getByText("123456:••••")).toBeTruthy();
    expect(within(telegram).getByLabelText<HTMLInputElement>("Chat id").value).toBe("-1001");
    await userEvent.clear(within(telegram).getByLabelText("Chat id"));
    await userEvent.type(within(telegram).getByLabelText("Chat id"), "@acme_news");
    await userEvent.click(within(telegram).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.bodyOf(`PUT ${chatsPath}`)).toEqual({ telegram: { chatId: "@acme_news" } }));

    const teams = await card("MS Teams");
    expect(within(teams).getByRole("button", { name: "Save" }).closest("button")?.disabled).toBe(true);
    await userEvent.click(within(teams).getByRole("button", { name: "Replace: Incoming webhook address" }));
    await userEvent.type(
      within(teams).getByLabelText("Incoming webhook address"),
      "https://acme.webhook.office.com/new",
    );
    await userEvent.click(within(teams).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodyOf(`PUT ${chatsPath}`)).toEqual({ teams: { webhookUrl: "https://acme.webhook.office.com/new" } }),
    );

    const slack = await card("Slack");
    expect(within(slack).getByText("Not connected")).toBeTruthy();
    expect(within(slack).queryByRole("button", { name: "Disconnect" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Send a test message" }));
    expect(await screen.findByText("Telegram: delivered")).toBeTruthy();
    expect(screen.getByText("MS Teams: not delivered (the service answered 403)")).toBeTruthy();
  });

  it("shows the failed loads in place", async () => {
    open(clientView(), {
      [`GET ${companyPath}`]: apiError(404, "common.route_not_found", "No such API route"),
      [`GET ${chatsPath}`]: apiError(500, "common.error_occurred"),
    });
    expect(await screen.findByText("The integrations did not load")).toBeTruthy();
    expect(await screen.findByText("The chat integrations did not load")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
