import { Link } from "react-router-dom";
import type { UserView } from "@intranet/contracts";
import { paths } from "../../app/paths";
import { useShopTranslation } from "./i18n";
import { usePersonName } from "../../shared/usePersonName";

/** A person in the shop's tables: their name linking to the profile, or "former employee". */
export function PersonName({ person }: { person: UserView | undefined }) {
  const { t } = useShopTranslation();
  const name = usePersonName();
  return person ? <Link to={paths.profile(person._id)}>{name(person)}</Link> : <span>{t("someone")}</span>;
}
