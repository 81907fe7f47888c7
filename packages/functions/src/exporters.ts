/**
 * Every module that registers exporters (core/exports), imported for that side effect by the
 * export subscriber only: its Lambda bundles these modules' exporters and nothing else.
 */
import "@intranet/core/addressBook";
import "@intranet/core/mood";
import "@intranet/core/polls";
