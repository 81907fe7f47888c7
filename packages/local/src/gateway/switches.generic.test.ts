import { routeTable } from "@intranet/functions/routes";
import { useTestApi } from "../testing/api";
import { describeSwitchChecks } from "../testing/switch-checks";

// Beside the route table's generic checks: every module of the manifest switched off in turn.
const api = useTestApi();

describeSwitchChecks(routeTable, () => api);
