import type { NotificationSettingsView } from "@intranet/contracts/notifications";
import { describe, expect, it } from "vitest";
import {
  cellValue,
  companyChannelsBody,
  companyChannelsOf,
  followGeneral,
  ownChoice,
  setCell,
} from "./companyChannels";

const defaults = { system: true, sound: true, email: false, center: true, telegram: false, teams: false, slack: false };

function view(overrides: Partial<NotificationSettingsView> = {}): NotificationSettingsView {
  return {
    client_id: "c1",
    user_id: null,
    channels: {},
    sections: {},
    effective: { channels: defaults, sections: {} as NotificationSettingsView["effective"]["sections"], likes: true },
    ...overrides,
  };
}

describe("the company's notification matrix (PUT /api/user/notifications/client/{client_id})", () => {
  it("shows a section's own choice, else the general row", () => {
    const draft = companyChannelsOf(view({ sections: { posts: { email: true } } }));
    expect(cellValue(draft, "posts", "email")).toBe(true);
    expect(ownChoice(draft, "posts", "email")).toBe(true);
    expect(cellValue(draft, "events", "email")).toBe(false);
    expect(ownChoice(draft, "events", "email")).toBe(false);
  });

  it("a cell set back to the general row's value follows that row again", () => {
    let draft = companyChannelsOf(view());
    draft = setCell(draft, "posts", "email", true);
    expect(draft.sections).toEqual({ posts: { email: true } });
    draft = setCell(draft, "posts", "email", false);
    expect(draft.sections).toEqual({});
    draft = followGeneral(setCell(draft, "events", "sound", false), "events");
    expect(draft.sections).toEqual({});
  });

  it("stores the general row as the person's dialog does (changed or stored before), and the sections as edited", () => {
    const stored = view({ channels: { telegram: true }, sections: { tasks: { sound: false } } });
    const draft = companyChannelsOf(stored);
    draft.general.email = true;
    draft.likes = false;
    const body = companyChannelsBody(stored, setCell(draft, "posts", "center", false));
    expect(body).toEqual({
      channels: { email: true, telegram: false },
      sections: { tasks: { sound: false }, posts: { center: false } },
      likes: false,
    });
  });
});
