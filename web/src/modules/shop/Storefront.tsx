import { Button, Callout, NonIdealState, Spinner } from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { shopItemParam, type ItemView } from "@intranet/contracts/shop";
import { useSearchParams } from "react-router-dom";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { shopApi, shopKeys } from "./api";
import { ItemCard } from "./ItemCard";
import { ItemEditor } from "./items/ItemEditor";
import { useShopTranslation } from "./i18n";
import { useCoins } from "./useCoins";

interface StorefrontProps {
  client: string;
  /** The reader's coins, or null when they cannot buy (the superadmin). */
  coins: number | null;
  canManage: boolean;
}

/**
 * The shop tab: every item as a card; buying asks first, then updates the balance and the stock.
 * Managers add items and open each one's editor (edit, restock, delete).
 */
export function Storefront({ client, coins, canManage }: StorefrontProps) {
  const { t } = useShopTranslation();
  const { coins: format } = useCoins(client);
  const queryClient = useQueryClient();
  const items = useQuery({ queryKey: shopKeys.items(client), queryFn: () => shopApi.items(client) });
  // `?item=` (a search hit): that item's card is brought into view and marked.
  const [params] = useSearchParams();
  const wanted = params.get(shopItemParam);
  const [buying, setBuying] = useState<ItemView | null>(null);
  const [editing, setEditing] = useState<{ item: ItemView | null } | null>(null);
  const [outcome, setOutcome] = useState<{ intent: "success" | "danger"; text: string } | null>(null);
  const buy = useMutation({
    mutationFn: (item: ItemView) => shopApi.buy(item._id),
    onSuccess: (_, item) => setOutcome({ intent: "success", text: t("bought", { name: item.name }) }),
    onError: (error) => setOutcome({ intent: "danger", text: errorText(t, error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });

  if (items.isPending) return <Spinner className="shop-spinner" />;
  if (items.isError) return <NonIdealState icon="error" title={errorText(t, items.error)} />;
  const list = items.data.items;
  return (
    <div className="shop-storefront">
      {coins === null ? <Callout icon="info-sign">{t("superadminNoBuy")}</Callout> : null}
      {canManage ? (
        <div className="shop-toolbar">
          <Button intent="primary" icon="plus" onClick={() => setEditing({ item: null })}>
            {t("items.add")}
          </Button>
        </div>
      ) : null}
      {outcome ? <FormAlert intent={outcome.intent}>{outcome.text}</FormAlert> : null}
      {wanted && !list.some((item) => item._id === wanted) ? <Callout icon="search">{t("itemGone")}</Callout> : null}
      {list.length === 0 ? (
        <NonIdealState icon="shop" title={t("noItems")} description={canManage ? t("noItemsManager") : undefined} />
      ) : (
        <div className="shop-grid">
          {list.map((item) => (
            <ItemCard
              key={item._id}
              item={item}
              format={format}
              coins={coins}
              target={item._id === wanted}
              onEdit={canManage ? (chosen) => setEditing({ item: chosen }) : undefined}
              onBuy={(chosen) => {
                setOutcome(null);
                setBuying(chosen);
              }}
            />
          ))}
        </div>
      )}
      {editing ? <ItemEditor client={client} item={editing.item} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={Boolean(buying)}
        intent="success"
        text={
          buying
            ? `${t("buyTitle", { name: buying.name })} ${t("buyText", {
                cost: format(buying.cost),
                balance: format(coins ?? 0),
              })}`
            : ""
        }
        confirmText={t("buy")}
        onConfirm={() => {
          if (buying) buy.mutate(buying);
          setBuying(null);
        }}
        onClose={() => setBuying(null)}
      />
    </div>
  );
}
