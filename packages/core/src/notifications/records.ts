export { isConditionFailure } from "../db/transaction";
