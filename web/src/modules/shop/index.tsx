import { NonIdealState, Spinner, Tab, Tabs, Tag } from "@blueprintjs/core";
import { useShellData } from "../../shell/useShellData";
import { errorText } from "../../i18n/errorText";
import { AchievementsTab } from "./AchievementsTab";
import { BalancesTab } from "./BalancesTab";
import { OrdersTab } from "./OrdersTab";
import { SettingsTab } from "./settings/SettingsTab";
import { ShopPicture } from "./ShopPicture";
import { StatsTab } from "./StatsTab";
import { Storefront } from "./Storefront";
import { useBalanceLive } from "./useBalanceLive";
import { useCoins } from "./useCoins";
import { useShopData } from "./useShopData";
import { useShopTranslation } from "./i18n";
import "./shop.css";
import { useUrlTab } from "../../shared/useUrlTab";

const everyone = ["shop", "achievements"] as const;
const managers = ["shop", "orders", "balances", "achievements", "statistics", "settings"] as const;
type TabKey = (typeof managers)[number];

/**
 * The shop (/shop/, product-spec §2): the storefront and achievements for all; orders, balances,
 * statistics and the settings for its managers. The reader's balance follows the server's pushes.
 */
export default function ShopModule() {
  const { t } = useShopTranslation();
  const { me, client } = useShellData();
  const clientId = client?._id ?? "";
  const { settings, balance, canBuy, canManage } = useShopData(clientId, me._id);
  const { coins: format, shopName } = useCoins(clientId);
  useBalanceLive(clientId, me._id);
  const tabs: readonly TabKey[] = canManage ? managers : everyone;
  const [tab, setTab] = useUrlTab(tabs, "shop");
  if (!client) return <NonIdealState icon="office" title={t("ui:shell.chooseClient")} />;
  if (settings.isPending) return <Spinner className="shop-spinner" />;
  if (settings.isError) return <NonIdealState icon="error" title={errorText(t, settings.error)} />;

  const shop = settings.data;
  const coins = canBuy ? (balance.data?.coins ?? 0) : null;
  const panel = (key: TabKey) => {
    if (key === "shop") return <Storefront client={clientId} coins={coins} canManage={canManage} />;
    if (key === "orders") return <OrdersTab client={clientId} />;
    if (key === "balances") return <BalancesTab client={clientId} me={me._id} />;
    if (key === "statistics") return <StatsTab client={clientId} />;
    if (key === "settings") return <SettingsTab shop={shop} />;
    return <AchievementsTab client={clientId} canManage={canManage} />;
  };
  return (
    <div className="shop">
      <header className="shop-header">
        <div className="shop-heading">
          {shop.pic ? <ShopPicture pic={shop.pic} alt="" /> : null}
          <div>
            <h1 className="shop-title">
              {shop.icon ? <span className="shop-icon">{shop.icon} </span> : null}
              {shopName}
            </h1>
            {shop.description ? <p className="shop-description">{shop.description}</p> : null}
          </div>
        </div>
        {coins !== null ? (
          <Tag large round intent="success" icon="bank-account" className="shop-balance">
            {t("balance")}: {format(coins)}
          </Tag>
        ) : null}
      </header>
      <Tabs id="shop-tabs" selectedTabId={tab} onChange={setTab} renderActiveTabPanelOnly className="tabs-scroll">
        {tabs.map((key) => (
          <Tab key={key} id={key} title={t(`tabs.${key}`)} panel={panel(key)} />
        ))}
      </Tabs>
    </div>
  );
}
