/** Every table of the product, gathered for Drizzle. Each module owns the tables in its own schema.ts. */
export * from '../modules/alerts/schema.ts';
export * from '../modules/applications/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/candidates/schema.ts';
export * from '../modules/employers/schema.ts';
export * from '../modules/jobs/schema.ts';
export * from '../modules/media/schema.ts';
export * from '../modules/moderation/schema.ts';
export * from '../modules/notifications/schema.ts';
export * from '../modules/privacy/schema.ts';
export * from '../modules/saved-jobs/schema.ts';
export * from '../modules/talent/schema.ts';
export * from '../platform/schema.ts';
