import { lazyResolver } from "../forms/lazyResolver";

const load = () => import("./resolvers").then((module) => module.resolvers);

/** The public forms' resolvers, each fetching zod and the contracts' schemas on first use. */
export const formResolvers = {
  login: lazyResolver(() => load().then((all) => all.login)),
  loginPage: lazyResolver(() => load().then((all) => all.loginPage)),
  forgotPassword: lazyResolver(() => load().then((all) => all.forgotPassword)),
  resetPassword: lazyResolver(() => load().then((all) => all.resetPassword)),
};
