import type { IconName } from "@blueprintjs/icons";
import { Button } from "../ui/bp/Button";

/** The one wide primary button under a public form (sign in, send the link, set the password). */
export function PublicSubmit({ text, icon, loading }: { text: string; icon?: IconName; loading: boolean }) {
  return (
    <div className="public-actions">
      <Button type="submit" intent="primary" size="large" fill icon={icon} loading={loading} text={text} />
    </div>
  );
}
