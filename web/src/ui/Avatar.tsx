import type { UserView } from "@intranet/contracts";
import { personName } from "@intranet/contracts/users";
import { useTranslation } from "react-i18next";
import { paths } from "../app/paths";
import "./avatar.css";

/** Opens a profile in a new tab (product-spec §2: clicking an avatar does this everywhere). */
export function openProfileInNewTab(userId: string): void {
  window.open(paths.profile(userId), "_blank", "noopener");
}

/** A person's initials (first and last name), else the start of their login: avatars without a picture. */
export function initials(user: Pick<UserView, "firstName" | "lastName" | "login">): string {
  const letters = `${user.firstName?.[0] ?? ""}${user.lastName?.[0] ?? ""}` || user.login.slice(0, 2);
  return letters.toUpperCase();
}

/** A user's picture (or initials), 32 px by default (product-spec §9); a click opens their profile. */
export function Avatar({
  user,
  size = 32,
}: {
  user: Pick<UserView, "_id" | "firstName" | "lastName" | "login" | "avatar"> & { middleName?: string };
  size?: number;
}) {
  const { t, i18n } = useTranslation();
  const name = personName(user, i18n.language);
  return (
    <button
      type="button"
      className="avatar"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      title={`${name} — ${t("shell.openProfile")}`}
      aria-label={`${name}: ${t("shell.openProfile")}`}
      onClick={() => openProfileInNewTab(user._id)}
      // Without a picture, the initials stand in for it: drawn like the picture (alt=""), outside
      // the text, so the button's only text is its name and no visible label is missing from it
      // (WCAG 2.5.3, axe's label-content-name-mismatch, issue 30).
      data-initials={user.avatar ? undefined : initials(user)}
    >
      {user.avatar ? <img src={user.avatar} alt="" width={size} height={size} /> : null}
    </button>
  );
}
