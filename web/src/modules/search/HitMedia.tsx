import { Icon } from "@blueprintjs/core";
import type { SearchHit } from "@intranet/contracts/search";
import { hitIcon } from "./hitTypes";

/** A hit's picture: a person's (or an author's) avatar, their initials, or the type's icon. */
export function HitMedia({ hit, size = 28 }: { hit: SearchHit; size?: number }) {
  const style = { width: size, height: size };
  if (hit.meta.avatar) return <img className="search-hit-avatar" src={hit.meta.avatar} alt="" style={style} />;
  if (hit.type === "person") {
    const initials = hit.title.text
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word[0] ?? "")
      .join("")
      .toUpperCase();
    return (
      <span
        className="search-hit-avatar search-hit-initials"
        style={{ ...style, fontSize: Math.round(size * 0.4) }}
        aria-hidden
      >
        {initials}
      </span>
    );
  }
  return <Icon icon={hitIcon(hit.type)} className="search-hit-icon" />;
}
