import { Icon } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import type { ShopPicture as Picture } from "@intranet/contracts/shop";
import { shopApi, shopKeys } from "./api";

/** An item's or achievement's picture (presigned link per file, cached), or a placeholder icon. */
export function ShopPicture({
  pic,
  alt,
  icon = "shop",
}: {
  pic: Picture | null | undefined;
  alt: string;
  icon?: "shop" | "badge";
}) {
  const url = useQuery({
    queryKey: shopKeys.fileUrl(pic?.fileId ?? ""),
    queryFn: () => shopApi.fileUrl(pic!.fileId),
    enabled: Boolean(pic && !pic.url),
    staleTime: 10 * 60_000,
  });
  const src = pic?.url ?? url.data?.url;
  return src ? (
    <img className="shop-picture" src={src} alt={alt} loading="lazy" />
  ) : (
    <div className="shop-picture shop-picture-empty" aria-hidden="true">
      <Icon icon={icon} size={40} />
    </div>
  );
}
