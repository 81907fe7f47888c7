import type { UserView } from "@intranet/contracts";
import { socialNetworks, type SocialNetwork } from "@intranet/contracts/users";
import { isExternalUrl } from "@intranet/contracts/validation";

/** One of the person's social network links, as the social tab shows it. */
export interface SocialLink {
  network: SocialNetwork;
  href: string;
  /** The address without its scheme, "www." and trailing slash: `linkedin.com/in/chloe`. */
  text: string;
}

/** An address as people read it: no scheme, no "www.", no trailing slash. */
export function linkText(href: string): string {
  return href
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
}

/**
 * The person's links in the networks' order. Only absolute http(s) addresses become links (the
 * API checks them too; a page never renders a `javascript:` one whatever is stored).
 */
export function socialLinks(user: Pick<UserView, "socialLinks">): SocialLink[] {
  const links = user.socialLinks ?? {};
  return socialNetworks.flatMap((network) => {
    const href = links[network]?.trim();
    return href && isExternalUrl(href) ? [{ network, href, text: linkText(href) }] : [];
  });
}

/**
 * What a person typed as an address → what is saved: trimmed, and `https://` put in front of an
 * address typed without a scheme (`linkedin.com/in/chloe`). Empty stays empty (drops the link).
 */
export function normaliseUrl(value: string): string {
  const text = value.trim();
  if (!text || /^[a-z][a-z\d+.-]*:/i.test(text)) return text;
  return `https://${text.replace(/^\/+/, "")}`;
}
