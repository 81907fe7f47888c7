import { HTMLTable } from "@blueprintjs/core";
import type { LedgerKind } from "@intranet/contracts/vacations";
import { useQuery } from "@tanstack/react-query";
import { useDays, useLocale } from "../../../shared/useDateTime";
import { usePeopleNames } from "../../../shared/usePeopleNames";
import { QueryState } from "../../../ui/QueryState";
import { vacationKeys, vacationsApi } from "../api";
import { useVacationsTranslation } from "../i18n";

/**
 * Entries the server writes by itself when it settles a balance (the first read, a new year's days,
 * days left set in the profile): their `by` is whoever's read settled them, not who decided them.
 */
const automatic: ReadonlySet<LedgerKind> = new Set(["opening", "allowance", "profile"]);

/** Every change of a person's balance, newest first: what moved it, by how much, the balance after, who and why. */
export function LedgerTable({ userId, client }: { userId: string; client: string }) {
  const { t } = useVacationsTranslation();
  const days = useDays();
  const nameOf = usePeopleNames(client);
  const signed = new Intl.NumberFormat(useLocale(), { signDisplay: "exceptZero" });
  const ledger = useQuery({ queryKey: vacationKeys.ledger(userId), queryFn: () => vacationsApi.ledger(userId) });
  let body;
  if (!ledger.data) body = <QueryState query={ledger} errorTitle={t("loadFailed")} />;
  else if (!ledger.data.items.length) body = <p className="vac-muted">{t("ledger.empty")}</p>;
  else
    body = (
      <div className="vac-table-scroll">
        <HTMLTable compact striped className="vac-table" aria-labelledby="vac-ledger-title">
          <thead>
            <tr>
              <th scope="col">{t("ledger.when")}</th>
              <th scope="col">{t("ledger.kind")}</th>
              <th scope="col">{t("ledger.delta")}</th>
              <th scope="col">{t("ledger.balance")}</th>
              <th scope="col">{t("ledger.by")}</th>
              <th scope="col">{t("ledger.note")}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.items.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td>{days.momentDay(entry.at)}</td>
                <td>{t(`ledger.kinds.${entry.kind}`)}</td>
                <td className={entry.delta < 0 ? "vac-negative" : undefined}>{signed.format(entry.delta)}</td>
                <td>{entry.balance}</td>
                <td>{entry.by && !automatic.has(entry.kind) ? nameOf(entry.by) : t("ledger.system")}</td>
                <td className="vac-table-note">{entry.note}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    );
  return (
    <section className="vac-section" aria-labelledby="vac-ledger-title">
      <h3 id="vac-ledger-title" className="vac-subtitle">
        {t("ledger.title")}
      </h3>
      {body}
    </section>
  );
}
