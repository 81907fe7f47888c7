import { beforeEach, describe, expect, it } from "vitest";
import type { LoginResult, UserView } from "@intranet/contracts";
import { getSession, reloadSession, rememberOwnRecord, signIn } from "./session";

const superadmin = { _id: "sa", roles: ["superadmin"], lang: "en", name: "Root" } as unknown as UserView;
const login = { token: "t", expiresAt: "2099-01-01T00:00:00.000Z", user: superadmin } as unknown as LoginResult;

describe("the signed-in person's own record", () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSession();
  });

  it("keeps a superadmin's changed language across a reload (their own info is the login answer)", () => {
    signIn(login);
    rememberOwnRecord({ ...superadmin, lang: "ua" });
    reloadSession(); // what a page reload reads back from the device
    expect(getSession().loginUser?.lang).toBe("ua");
    expect(getSession().token).toBe("t");
  });

  it("leaves the stored login answer alone for someone else's record", () => {
    signIn(login);
    rememberOwnRecord({ ...superadmin, _id: "other", lang: "ru" });
    reloadSession();
    expect(getSession().loginUser?.lang).toBe("en");
  });
});
