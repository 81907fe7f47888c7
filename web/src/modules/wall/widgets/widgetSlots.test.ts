import { describe, expect, it } from "vitest";
import { clientView, userView } from "../../../test/fixtures";
import { visibleSlots, widgetSlots, type WidgetSlot } from "./widgetSlots";

const load = () => Promise.resolve({ default: () => null });

describe("wall widget slots", () => {
  it("shows only built modules' widgets (groups, calendar), to those with the module's right", () => {
    expect(visibleSlots(widgetSlots, userView(), clientView()).map((slot) => slot.key)).toEqual(["groups", "calendar"]);
    expect(visibleSlots(widgetSlots, userView({ rights: ["wall"] }), clientView())).toEqual([]);
  });

  it("shows a built module's widget only with its feature on and the person's right", () => {
    const slots: WidgetSlot[] = [
      { key: "groups", feature: "groups", access: "groups", load },
      { key: "polls", feature: "polls", access: "polls", load },
      { key: "calendar", feature: "calendar", access: "calendar", load },
    ];
    const client = clientView({ features: [{ code: "calendar", active: false }] as never });
    const shown = visibleSlots(slots, userView({ rights: ["groups", "calendar"] }), client);
    expect(shown.map((slot) => slot.key)).toEqual(["groups"]);
  });
});
