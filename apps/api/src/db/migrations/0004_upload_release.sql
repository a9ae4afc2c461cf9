-- media: when the holder of a file (a profile, an education, an application) let it go. The orphan
-- sweep removes a released file a day later unless something still names it.
ALTER TABLE uploads ADD COLUMN released_at timestamptz;
CREATE INDEX uploads_released_idx ON uploads (released_at) WHERE released_at IS NOT NULL;
