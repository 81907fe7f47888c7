export { isConditionFailure } from "../db";
