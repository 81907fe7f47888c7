import { Link } from "react-router-dom";
import type { UserView } from "@intranet/contracts";
import { paths } from "../../app/paths";
import { useShopTranslation } from "./i18n";

/** A person in the shop's tables: their name linking to the profile, or "former employee". */
export function PersonName({ person }: { person: UserView | undefined }) {
  const { t } = useShopTranslation();
  return person ? <Link to={paths.profile(person._id)}>{person.fullName}</Link> : <span>{t("someone")}</span>;
}
