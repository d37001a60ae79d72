-- A question word spelt as it sounds («aseptan», «alberka», «yave») is the content's word that sounds
-- the same (DESIGN §7, issue 21 point 4; server/services/retrieval/bridges.ts): es_sound_key is how a
-- Spanish word sounds in Mexico, written one way (the TypeScript twin is soundKey in
-- server/ai/word-lists.ts, and a test keeps them equal). Applied to a stem, it gives the same key to
-- the stems of two spellings of one word.
CREATE OR REPLACE FUNCTION es_sound_key(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(
    translate(
      replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(
              regexp_replace(
                replace(replace(lower(public.immutable_unaccent(word)), 'ch', '1'), 'h', ''),
                'qu([ei])', 'k\1', 'g'),
              'g([ei])', 'j\1', 'g'),
            'gu([ei])', 'g\1', 'g'),
          'c([ei])', 's\1', 'g'),
        'll', 'y'),
      'czvw', 'ksbu'),
    '(.)\1+', '\1', 'g')
$$;

-- CreateIndex
CREATE INDEX "TermStatistic_sound_key_idx" ON "TermStatistic" ("organizationId", es_sound_key("lexeme"));
