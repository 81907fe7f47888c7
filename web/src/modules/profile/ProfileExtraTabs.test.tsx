import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserView } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { apiError } from "../../test/api";
import { userView } from "../../test/fixtures";
import { chloe, openProfile } from "./testing";

const editor = (overrides: Partial<UserView> = {}) => userView({ rights: ["wall", "profile_edit"], ...overrides });
const tab = (name: string) => screen.findByRole("tab", { name });

describe("the extra tab", () => {
  it("shows a colleague's texts and skills as tags, with no way to edit them", async () => {
    openProfile("/profile/u2?tab=extra", {
      "GET /api/user/u2": {
        body: { ...chloe, about: "Sales lead for the Nordics.\nLoves data.", skills: ["Negotiation", "CRM"] },
      },
    });
    const panel = await screen.findByRole("region", { name: "Extra information" });
    expect(within(panel).getByRole("heading", { name: "About" })).toBeTruthy();
    expect(within(panel).getByText(/Sales lead for the Nordics/)).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Negotiation", "CRM"]);
    expect(within(panel).queryByRole("heading", { name: "Education" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit information" })).toBeNull();
  });

  it("is not offered on a colleague's profile with nothing in it", async () => {
    openProfile("/profile/u2");
    await tab("Main");
    expect(screen.queryByRole("tab", { name: "Extra" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Social networks" })).toBeNull();
  });

  it("is filled in on one's own profile: texts and skills saved, an emptied text cleared", async () => {
    const me = editor({ about: "Old words" });
    const { api } = openProfile(
      "/profile/u1?tab=extra",
      {
        "PUT /api/user/u1": ({ body }) => ({ body: { ...me, ...(body as object) } }),
      },
      me,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Edit information" }));
    const form = await screen.findByRole("form", { name: "Extra information" });
    await userEvent.clear(within(form).getByLabelText("About"));
    await userEvent.type(within(form).getByLabelText("Education"), "MSc, Manchester");
    await userEvent.type(within(form).getByLabelText("Skills"), "SQL{Enter}Excel,sql,");
    expect(within(form).getByText("2 of 30: press Enter or type a comma after each")).toBeTruthy();
    await userEvent.click(within(form).getByRole("button", { name: "Remove Excel" }));
    await userEvent.type(within(form).getByLabelText("Skills"), "Go");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(api.bodyOf("PUT /api/user/u1")).toEqual({
        about: "",
        education: "MSc, Manchester",
        hobbies: "",
        skills: ["SQL", "Go"],
      }),
    );
    expect(await screen.findByText("Profile saved")).toBeTruthy();
    const panel = await screen.findByRole("region", { name: "Extra information" });
    expect(within(panel).getByText("MSc, Manchester")).toBeTruthy();
    expect(within(panel).queryByText("Old words")).toBeNull();
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["SQL", "Go"]);
  });

  it("invites the person to fill an empty tab, and shows a refusal in the form", async () => {
    const me = editor();
    openProfile("/profile/u1?tab=extra", { "PUT /api/user/u1": apiError(403, "common.forbidden") }, me);
    expect(await screen.findByText("Nothing here yet")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Fill in" }));
    const form = await screen.findByRole("form", { name: "Extra information" });
    await userEvent.type(within(form).getByLabelText("Hobbies"), "Chess");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByRole("alert")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Nothing here yet")).toBeTruthy();
  });
});

describe("the social networks tab", () => {
  it("lists a colleague's links with their networks, opening in a new tab", async () => {
    openProfile("/profile/u2?tab=social", {
      "GET /api/user/u2": {
        body: {
          ...chloe,
          socialLinks: { github: "https://github.com/chloe", linkedin: "https://www.linkedin.com/in/chloe/" },
        },
      },
    });
    const panel = await screen.findByRole("region", { name: "Social networks" });
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "inLinkedInlinkedin.com/in/chloe",
      "ghGitHubgithub.com/chloe",
    ]);
    expect(links[0]?.getAttribute("href")).toBe("https://www.linkedin.com/in/chloe/");
    expect(links[0]?.getAttribute("target")).toBe("_blank");
    expect(links[0]?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.queryByRole("button", { name: "Edit links" })).toBeNull();
  });

  it("saves one's own links: a scheme added when typed without, every network sent, a bad address refused in place", async () => {
    const me = editor({ socialLinks: { vk: "https://vk.com/ann" } });
    const { api } = openProfile(
      "/profile/u1?tab=social",
      {
        "PUT /api/user/u1": ({ body }) => ({
          body: {
            ...me,
            socialLinks: { linkedin: (body as { socialLinks: { linkedin: string } }).socialLinks.linkedin },
          },
        }),
      },
      me,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Edit links" }));
    const form = await screen.findByRole("form", { name: "Social networks" });
    await userEvent.type(within(form).getByLabelText("LinkedIn"), "linkedin.com/in/ann");
    await userEvent.clear(within(form).getByLabelText("VK"));
    await userEvent.type(within(form).getByLabelText("GitHub"), "not an address");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Enter a full web address, like https://example.com/name")).toBeTruthy();
    expect(api.calls).not.toContain("PUT /api/user/u1");

    await userEvent.clear(within(form).getByLabelText("GitHub"));
    expect(within(form).queryByText("Enter a full web address, like https://example.com/name")).toBeNull();
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodyOf("PUT /api/user/u1")).toEqual({
        socialLinks: {
          linkedin: "https://linkedin.com/in/ann",
          facebook: "",
          vk: "",
          instagram: "",
          x: "",
          github: "",
          website: "",
        },
      }),
    );
    expect(await screen.findByText("Profile saved")).toBeTruthy();
    const panel = await screen.findByRole("region", { name: "Social networks" });
    expect(within(panel).getByRole("link").getAttribute("href")).toBe("https://linkedin.com/in/ann");
  });

  it("says so when one's own profile has no links, with a way to add them", async () => {
    openProfile("/profile/u1?tab=social", {}, editor());
    expect(await screen.findByText("No social networks")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add links" }));
    expect(await screen.findByRole("form", { name: "Social networks" })).toBeTruthy();
  });
});
