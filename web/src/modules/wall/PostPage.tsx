import { Button, Spinner } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router-dom";
import { postsApi } from "./api";
import { paths } from "../../app/paths";
import { wallKeys } from "./keys";
import { PostCard } from "./post/PostCard";
import { parentPath } from "./routes";
import { useWallTranslation } from "./i18n";

/** /post/{_id}: one post with its comments open; a missing post shows the not-found page. */
export function PostPage({ me }: { me: UserView }) {
  const { t } = useWallTranslation();
  const navigate = useNavigate();
  const { _id: id = "" } = useParams();
  const post = useQuery({ queryKey: wallKeys.post(id), queryFn: () => postsApi.get(id, { navigation: true }) });
  // A group's post leads back to its group.
  const inGroup = post.data?.parent.type === "group";
  return (
    <div className="wall wall-single">
      <div className="wall-main">
        <Button
          variant="minimal"
          icon="arrow-left"
          text={t(inGroup ? "backToGroup" : "backToWall")}
          onClick={() => void navigate(post.data ? parentPath(post.data.parent) : paths.company)}
          className="wall-back"
        />
        {post.data ? <PostCard post={post.data} me={me} page /> : <Spinner size={32} className="wall-loading" />}
      </div>
    </div>
  );
}
