import type { UserView } from "@intranet/contracts";

export type ContactField = "email" | "phone" | "internalPhone" | "telegram";

/** One way to reach a person: what the page shows and the link that calls, writes or opens a chat. */
export interface ContactLink {
  field: ContactField;
  text: string;
  href: string;
  /** Opens another site (a new tab), not an app on the device. */
  external: boolean;
}

/** A phone number as a `tel:` link's target: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * A Telegram contact as stored (a username with or without "@", a t.me link, or a phone number)
 * → the shown text and a t.me link. Anything else than a t.me address is never made a link.
 */
export function telegramLink(value: string): { text: string; href: string } | null {
  const raw = value.trim();
  const phone = /^\+\d{5,15}$/.test(raw.replace(/[\s()-]/g, "")) ? raw.replace(/[\s()-]/g, "") : null;
  if (phone) return { text: raw, href: `https://t.me/${phone}` };
  const handle = raw.replace(/^(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me)\//i, "").replace(/^@/, "");
  if (!/^[A-Za-z0-9_]{3,64}$/.test(handle)) return null;
  return { text: `@${handle}`, href: `https://t.me/${handle}` };
}

/** The person's contacts as links, in the page's order; fields left empty are not listed. */
export function contactLinks(user: Pick<UserView, "email" | "phone" | "internalPhone" | "telegram">): ContactLink[] {
  const links: ContactLink[] = [];
  if (user.email) links.push({ field: "email", text: user.email, href: `mailto:${user.email}`, external: false });
  if (user.phone) links.push({ field: "phone", text: user.phone, href: telHref(user.phone), external: false });
  if (user.internalPhone)
    links.push({
      field: "internalPhone",
      text: user.internalPhone,
      href: telHref(user.internalPhone),
      external: false,
    });
  const telegram = user.telegram ? telegramLink(user.telegram) : null;
  if (telegram) links.push({ field: "telegram", ...telegram, external: true });
  return links;
}
