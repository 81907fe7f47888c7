import type { SearchHit } from "@intranet/contracts/search";
import { Link } from "react-router-dom";
import { useDateTime } from "../../shared/useDateTime";
import { Highlight } from "./Highlight";
import { HitMedia } from "./HitMedia";
import { useSearchTranslation } from "./i18n";

/** One result on the results page: picture, highlighted title, the snippet, who and when. */
export function HitRow({ hit }: { hit: SearchHit }) {
  const { t } = useSearchTranslation();
  const dateTime = useDateTime();
  const about = [
    hit.type === "comment" ? t("page.commentOn") : null,
    hit.meta.subtitle ?? null,
    hit.meta.date ? dateTime(hit.meta.date) : null,
  ].filter(Boolean);
  return (
    <li className={`search-hit search-hit-${hit.type}${hit.meta.inactive ? " search-hit-inactive" : ""}`}>
      <Link to={hit.path} className="search-hit-link">
        <span className="search-hit-media">
          <HitMedia hit={hit} size={36} />
        </span>
        <span className="search-hit-text">
          <span className="search-hit-title">
            <Highlight text={hit.title.text} ranges={hit.title.highlights} />
          </span>
          {hit.snippet ? (
            <span className="search-hit-snippet">
              <Highlight text={hit.snippet.text} ranges={hit.snippet.highlights} />
            </span>
          ) : null}
          {about.length ? <span className="search-hit-about">{about.join(" · ")}</span> : null}
        </span>
      </Link>
    </li>
  );
}
