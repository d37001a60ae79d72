-- A question word with two letters swapped («garnatía», «presoin», «clanetador») shares too few letter
-- triples with the content's word for the trigram search to offer it, but the same letters:
-- es_letters_key is a word's letters sorted, unaccented (an anagram key), and its index finds the
-- organisation's words with the same ones (server/services/retrieval/bridges.ts), which the edit
-- distance then judges (a swap is one edit).
CREATE OR REPLACE FUNCTION es_letters_key(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT string_agg(letter, '' ORDER BY letter COLLATE "C")
  FROM string_to_table(lower(public.immutable_unaccent(word)), NULL) AS letter
$$;

-- CreateIndex
CREATE INDEX "TermStatistic_letters_key_idx" ON "TermStatistic" ("organizationId", es_letters_key("lexeme"));
