/** Test actors live in core (core's own tests use them); re-exported for gateway-level tests. */
export * from "@intranet/core/testing/actors";
