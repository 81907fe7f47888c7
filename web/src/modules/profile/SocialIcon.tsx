import { Icon } from "@blueprintjs/core";
import type { SocialNetwork } from "@intranet/contracts/users";

/** Each network's mark: its initials on its colour (no brand artwork shipped); a website is a globe. */
const marks: Record<Exclude<SocialNetwork, "website">, string> = {
  linkedin: "in",
  facebook: "f",
  vk: "vk",
  instagram: "ig",
  x: "X",
  github: "gh",
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <span className={`profile-social-icon profile-social-${network}`} aria-hidden>
      {network === "website" ? <Icon icon="globe" size={16} /> : marks[network]}
    </span>
  );
}
