-- Issue 25 item 1: the language a person reads, 'en' or 'sw'; every e-mail to them is written in it.
ALTER TABLE users ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sw'));
