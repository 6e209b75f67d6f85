/**
 * An environment the server cannot start with; main.ts prints its message alone, no stack. Apart
 * from config.ts because the domains' own settings (delivery, single sign-on) throw it too, and
 * config.ts composes them.
 */
export class ConfigError extends Error {}
