import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import type { PeopleLookup } from "../usePeopleLookup";
import { messageParts } from "./messageText";

/** A message's text: mentions as "@Name" links to the profile (mine stronger), safe links opening in a new tab. */
export function MessageText({ content, me, people }: { content: string; me: string; people: PeopleLookup }) {
  return (
    <div className="chat-text">
      {messageParts(content).map((part, index) => {
        if (part.kind === "text") return <span key={index}>{part.text}</span>;
        if (part.kind === "link")
          return (
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
              {part.text}
            </a>
          );
        return (
          <Link
            key={index}
            to={paths.profile(part.userId)}
            className={`chat-mention${part.userId === me ? " chat-mention-me" : ""}`}
          >
            @{people.nameOf(part.userId)}
          </Link>
        );
      })}
    </div>
  );
}
