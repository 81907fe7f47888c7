import { describe, expect, it } from "vitest";
import { DIRECTORY_CHANGED } from "../audiences";
import { USER_CHANGED } from "../users";
import { plugin } from "./plugin";

describe("the address book's plugin", () => {
  it("re-indexes people on the events their records and the directory publish", () => {
    expect(plugin.searchEvents).toEqual([USER_CHANGED, DIRECTORY_CHANGED]);
  });
});
