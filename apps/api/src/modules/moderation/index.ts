/** The moderation module's public entry: what other modules may use (docs/architecture.md). */
export { forgetReporter } from './erasure.ts';
