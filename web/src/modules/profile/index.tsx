import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { errorText } from "../../i18n/errorText";
import { useShellData } from "../../shell/useShellData";
import { profileApi, profileKeys } from "./api";
import { ProfilePage } from "./ProfilePage";
import "../cabinet.css";
import "./profile.css";
import { useProfileTranslation } from "./i18n";

/**
 * /profile/{_id} (product-spec §2): a colleague's profile or one's own. One's own comes from the
 * shell; a colleague's is read (an unknown id leads to the not-found page, other failures show here).
 */
export default function ProfileModule() {
  const { t } = useProfileTranslation();
  const { me, client } = useShellData();
  const { _id: id = "" } = useParams();
  const own = id === me._id;
  const user = useQuery({
    queryKey: profileKeys.user(id),
    queryFn: () => (own ? Promise.resolve(me) : profileApi.user(id)),
  });
  if (user.isPending) return <Spinner className="profile-spinner" size={32} />;
  if (user.isError)
    return (
      <NonIdealState
        icon="error"
        title={t("loadError")}
        description={errorText(t, user.error)}
        action={<Button icon="refresh" text={t("retry")} onClick={() => void user.refetch()} />}
      />
    );
  return <ProfilePage key={id} user={user.data} me={me} client={client} />;
}
