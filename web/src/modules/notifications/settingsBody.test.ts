import type { NotificationSettingsView } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { initialChoice, settingsBody } from "./settingsBody";

const effective = {
  system: true,
  sound: true,
  email: false,
  center: true,
  telegram: false,
  teams: false,
  slack: false,
};

function view(overrides: Partial<NotificationSettingsView> = {}): NotificationSettingsView {
  return {
    client_id: "c1",
    user_id: "u1",
    channels: {},
    sections: {},
    effective: { channels: effective, sections: {} as NotificationSettingsView["effective"]["sections"], likes: true },
    ...overrides,
  };
}

describe("settings body (PUT /api/user/notifications/{user_id})", () => {
  it("stores only what the user changed; untouched switches keep following the company", () => {
    const choice = initialChoice(view());
    choice.channels.email = true;
    choice.channels.sound = false;
    expect(settingsBody(view(), choice)).toEqual({ channels: { email: true, sound: false }, sections: {} });
  });

  it("keeps the user's earlier choices and their per-section ones", () => {
    const stored = view({
      channels: { telegram: true },
      sections: { posts: { email: false } },
      likes: false,
      effective: { ...view().effective, channels: { ...effective, telegram: true }, likes: false },
    });
    const choice = initialChoice(stored);
    expect(settingsBody(stored, choice)).toEqual({
      channels: { telegram: true },
      sections: { posts: { email: false } },
      likes: false,
    });
  });

  it("stores the likes opt-out when switched off", () => {
    const choice = { ...initialChoice(view()), likes: false };
    expect(settingsBody(view(), choice)).toEqual({ channels: {}, sections: {}, likes: false });
  });
});
