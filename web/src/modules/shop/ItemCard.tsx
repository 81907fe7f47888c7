import { Button, Card, Tag } from "@blueprintjs/core";
import { useEffect, useRef } from "react";
import type { ItemView } from "@intranet/contracts/shop";
import { ShopPicture } from "./ShopPicture";
import { useShopTranslation } from "./i18n";

interface ItemCardProps {
  item: ItemView;
  /** Writes an amount in the company's currency (useCoins). */
  format: (count: number) => string;
  /** The reader's coins, or null when they cannot buy (the superadmin). */
  coins: number | null;
  onBuy: (item: ItemView) => void;
  /** Managers edit, restock and delete the item. */
  onEdit?: ((item: ItemView) => void) | undefined;
  /** The item the page was opened for (`?item=`): scrolled into view, focused and marked. */
  target?: boolean;
}

/** One item of the storefront: picture (200x360 hint), name, description, price, stock and the buy button. */
export function ItemCard({ item, format, coins, onBuy, onEdit, target = false }: ItemCardProps) {
  const { t } = useShopTranslation();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!target || !card.current) return;
    card.current.scrollIntoView?.({ block: "center" });
    card.current.focus({ preventScroll: true });
  }, [target]);
  const soldOut = item.rest <= 0;
  const affordable = coins !== null && coins >= item.cost;
  const reason = !item.available
    ? t("unavailable")
    : soldOut
      ? t("soldOut")
      : coins !== null && !affordable
        ? t("notEnough")
        : null;
  return (
    <Card
      ref={card}
      className={target ? "shop-item shop-item-target" : "shop-item"}
      elevation={1}
      aria-label={item.name}
      aria-current={target ? "true" : undefined}
      tabIndex={target ? -1 : undefined}
      role="article"
    >
      <ShopPicture pic={item.pics[0]} alt={item.name} />
      <div className="shop-item-body">
        <h3 className="shop-item-name">{item.name}</h3>
        {item.description ? <p className="shop-item-description">{item.description}</p> : null}
        <div className="shop-item-meta">
          <Tag large minimal intent="primary" icon="dollar">
            {format(item.cost)}
          </Tag>
          <span className="shop-item-rest">{soldOut ? t("soldOut") : t("left", { count: item.rest })}</span>
        </div>
        {coins !== null ? (
          <Button
            className="shop-item-buy"
            intent="success"
            icon="shopping-cart"
            fill
            disabled={Boolean(reason)}
            title={reason ?? undefined}
            onClick={() => onBuy(item)}
          >
            {reason ?? t("buy")}
          </Button>
        ) : null}
        {onEdit ? (
          <Button
            variant="outlined"
            icon="edit"
            fill
            aria-label={t("items.editAria", { name: item.name })}
            onClick={() => onEdit(item)}
          >
            {t("items.edit")}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
