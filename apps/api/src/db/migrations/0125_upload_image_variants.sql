-- Issue 25 item 3 (docs/decisions/100-images.md): a logo or profile picture uploaded from now on is
-- stored re-encoded, with WebP widths and a small JPEG beside it. `resized_at` says the variants exist;
-- older uploads (null) are served as they were until the start-up backfill (media/backfill.ts) resizes them.
ALTER TABLE uploads ADD COLUMN resized_at timestamptz;
