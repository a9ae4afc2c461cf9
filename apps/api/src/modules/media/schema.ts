import { FILE_TYPES } from '@kweli/shared';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const uploads = pgTable('uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ownerId: integer('owner_id').notNull(),
  s3Key: text('s3_key').notNull(),
  fileType: text('file_type', { enum: FILE_TYPES }).notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes'),
  educationId: integer('education_id'),
  storedAt: timestamp('stored_at', { withTimezone: true }),
  attachedAt: timestamp('attached_at', { withTimezone: true }),
  releasedAt: timestamp('released_at', { withTimezone: true }),
  /** A logo or picture whose variants were written (media/images.ts); null for files stored before. */
  resizedAt: timestamp('resized_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
