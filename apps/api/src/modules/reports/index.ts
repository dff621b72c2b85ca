/**
 * The reports module's public file: what other modules may use. Nothing yet; its
 * routes are registered by app.ts, and the rest stays private to the module.
 */
export {};
