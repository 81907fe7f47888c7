import { Button, Drawer, DrawerSize } from "@blueprintjs/core";
import { useState, type ComponentProps } from "react";
import { Filters } from "./Filters";
import { activeFilters } from "./queryState";
import { useAddressBookTranslation } from "./i18n";

type FilterPanelProps = ComponentProps<typeof Filters> & { narrow: boolean };

/** The filters: a bar above the list on wide screens; on phones a "Filters" button opening them from below. */
export function FilterPanel({ narrow, ...props }: FilterPanelProps) {
  const { t } = useAddressBookTranslation();
  const [open, setOpen] = useState(false);
  if (!narrow) return <Filters {...props} />;
  const count = activeFilters(props.filters);
  return (
    <>
      <Button
        icon="properties"
        className="address-book-filters-button"
        intent={count ? "primary" : undefined}
        text={count ? t("filters.active", { count }) : t("filters.open")}
        onClick={() => setOpen(true)}
      />
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
        position="bottom"
        size={DrawerSize.LARGE}
        title={t("filters.title")}
        className="address-book-drawer"
      >
        <div className="address-book-drawer-body">
          <Filters {...props} />
          <Button intent="primary" fill text={t("filters.close")} onClick={() => setOpen(false)} />
        </div>
      </Drawer>
    </>
  );
}
