import { Button, Classes, Dialog, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { UserView } from "@intranet/contracts";
import type { AccrualView } from "@intranet/contracts/shop";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { useDateTime } from "../../../shared/useDateTime";
import { usePeople } from "../../../shared/usePeople";
import { usePersonName } from "../../../shared/usePersonName";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { shopApi, shopKeys } from "../api";
import { useShopTranslation } from "../i18n";
import { useCoins } from "../useCoins";

/**
 * A person's coins history (managers): every accrual newest first, who made it (or that it was an
 * automatic award), who cancelled it; a standing one can be cancelled (its coins taken back while
 * the person still holds them, else the API's shop.coins_not_cancelled is shown).
 */
export function BalanceHistory({ client, person, onClose }: { client: string; person: UserView; onClose: () => void }) {
  const { t } = useShopTranslation();
  const name = usePersonName();
  const when = useDateTime();
  const { coins } = useCoins(client);
  const { byId } = usePeople(client);
  const queryClient = useQueryClient();
  const accruals = useQuery({
    queryKey: shopKeys.accrualsOf(client, person._id),
    queryFn: () => shopApi.accrualsOf(client, person._id),
  });
  const [cancelling, setCancelling] = useState<AccrualView | null>(null);
  const cancel = useMutation({
    mutationFn: (accrual: AccrualView) => shopApi.cancelAccrual(accrual._id),
    onSuccess: () => void showToast(t("history.cancelled")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
  const nameOf = (userId: string) => (byId.has(userId) ? name(byId.get(userId)!) : t("someone"));
  const who = (accrual: AccrualView) =>
    accrual.author ? t("history.by", { name: nameOf(accrual.author) }) : t("history.auto");

  return (
    <Dialog isOpen title={t("history.title", { name: name(person) })} onClose={onClose} className="shop-dialog">
      <div className={Classes.DIALOG_BODY}>
        {cancel.isError ? <FormAlert intent="danger">{errorText(t, cancel.error)}</FormAlert> : null}
        {accruals.isPending ? (
          <Spinner className="shop-spinner" />
        ) : accruals.isError ? (
          <NonIdealState icon="error" title={errorText(t, accruals.error)} />
        ) : accruals.data.items.length === 0 ? (
          <NonIdealState icon="history" title={t("history.empty")} />
        ) : (
          <ul className="shop-history" aria-label={t("history.title", { name: name(person) })}>
            {accruals.data.items.map((accrual) => (
              <li key={accrual._id} className={accrual.cancelled ? "shop-history-cancelled" : undefined}>
                <div className="shop-history-main">
                  <strong className="shop-history-amount">{accrual.amount ? `+${coins(accrual.amount)}` : "—"}</strong>
                  {accrual.achievement ? (
                    <Tag minimal icon="badge">
                      {t("history.achievement", { name: accrual.achievement.name })}
                    </Tag>
                  ) : null}
                  <time dateTime={accrual.createdAt}>{when(accrual.createdAt)}</time>
                </div>
                <div className="shop-history-who">{who(accrual)}</div>
                {accrual.comment ? <div className="shop-history-comment">{accrual.comment}</div> : null}
                {accrual.cancelled ? (
                  <Tag minimal intent="danger">
                    {t("history.cancelledBy", { name: accrual.cancelledBy ? nameOf(accrual.cancelledBy) : "—" })}
                  </Tag>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    intent="danger"
                    icon="undo"
                    loading={cancel.isPending && cancel.variables?._id === accrual._id}
                    aria-label={t("history.cancelAria", {
                      coins: coins(accrual.amount),
                      date: when(accrual.createdAt),
                    })}
                    onClick={() => setCancelling(accrual)}
                  >
                    {t("history.cancel")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={Boolean(cancelling)}
        text={cancelling ? t("history.cancelConfirm", { coins: coins(cancelling.amount), name: name(person) }) : ""}
        confirmText={t("history.cancelGo")}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling);
          setCancelling(null);
        }}
        onClose={() => setCancelling(null)}
      />
    </Dialog>
  );
}
