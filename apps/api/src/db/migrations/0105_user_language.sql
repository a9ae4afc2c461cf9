-- Issue 25 item 1 (docs/decisions/104-texts-in-english-and-swahili.md): the language an account reads
-- the web app and its e-mails in, English unless its owner chose Swahili.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sw'));
