import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n";
import { apiError } from "../../../test/api";
import { openAdmin } from "../testing";
import { runsLocally } from "./MailTab";

describe("the mail check (admin panel)", () => {
  it("sends the test mail to the caller's own address by default and says where it went", async () => {
    const { api } = openAdmin("/admin?tab=mail", {
      "POST /api/clients/c1/mail_test": { body: { to: "ann@example.com", messageId: "m-42" } },
    });
    expect(await screen.findByText("Leave empty to send it to your own address, ann@example.com.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send a test mail" }));
    expect(await screen.findByText("The test mail is sent to ann@example.com")).toBeTruthy();
    expect(screen.getByText("Message id: m-42")).toBeTruthy();
    expect(api.bodyOf("POST /api/clients/c1/mail_test")).toEqual({});
  });

  it("sends to the address typed, and checks it first", async () => {
    const { api } = openAdmin("/admin?tab=mail", {
      "POST /api/clients/c1/mail_test": { body: { to: "it@example.com", messageId: "m-1" } },
    });
    const input = await screen.findByLabelText("Send to");
    await userEvent.type(input, "it@");
    await userEvent.click(screen.getByRole("button", { name: "Send a test mail" }));
    expect(screen.getByText("Enter an e-mail address such as name@example.com")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/clients/c1/mail_test");
    await userEvent.type(input, "example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send a test mail" }));
    await waitFor(() => expect(api.bodyOf("POST /api/clients/c1/mail_test")).toEqual({ to: "it@example.com" }));
  });

  it("says in the reader's language when the mail could not be sent", async () => {
    await setLanguage("ua");
    openAdmin("/admin?tab=mail", {
      "POST /api/clients/c1/mail_test": apiError(502, "admin.mail_test_failed", "The test mail could not be sent"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Надіслати тестовий лист" }));
    expect(await screen.findByText("Тестовий лист не надіслано")).toBeTruthy();
    expect(screen.getByText("Не вдалося надіслати тестовий лист")).toBeTruthy();
  });

  it("knows a portal run on this machine (its mail goes to the local outbox)", () => {
    expect(runsLocally("localhost")).toBe(true);
    expect(runsLocally("127.0.0.1")).toBe(true);
    expect(runsLocally("acme.intranet.example.com")).toBe(false);
  });
});
