import { Classes, Icon, type IconName } from "@blueprintjs/core";
import { Link } from "react-router-dom";

/** A place to go to that looks like a button (a real link: it opens in a new tab, reads as a link). */
export function LinkButton({
  to,
  text,
  primary = false,
  icon,
}: {
  to: string;
  text: string;
  primary?: boolean;
  icon?: IconName;
}) {
  return (
    <Link to={to} className={`${Classes.BUTTON}${primary ? ` ${Classes.INTENT_PRIMARY}` : ""}`}>
      {icon ? <Icon icon={icon} /> : null}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </Link>
  );
}
