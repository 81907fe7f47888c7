import { beforeEach, describe, expect, it } from "vitest";
import { limits } from "@intranet/contracts/limits";
import { knownDeviceMarkers, rememberKnownDevice } from "./knownDevices";
import { clearSession, signOut } from "./session";

describe("known-device markers on this browser", () => {
  beforeEach(() => localStorage.clear());

  it("has none at first, and sends nothing then", () => {
    expect(knownDeviceMarkers()).toBeUndefined();
  });

  it("keeps one per account, the newest first, at most the contract's number", () => {
    for (let i = 0; i < limits.knownDevicesMax + 2; i++) rememberKnownDevice(`u${i}`, `m${i}`);
    rememberKnownDevice("u6", "m6-renewed");
    expect(knownDeviceMarkers()).toEqual(["m6-renewed", "m5", "m4", "m3", "m2"]);
  });

  it("survives a sign-out and an ended session, ignores what it cannot read", () => {
    rememberKnownDevice("u1", "m1");
    signOut();
    clearSession();
    expect(knownDeviceMarkers()).toEqual(["m1"]);
    localStorage.setItem("known_devices", "{not json");
    expect(knownDeviceMarkers()).toBeUndefined();
    localStorage.setItem("known_devices", JSON.stringify([{ userId: 1 }, { userId: "u2", marker: "m2" }]));
    expect(knownDeviceMarkers()).toEqual(["m2"]);
  });
});
