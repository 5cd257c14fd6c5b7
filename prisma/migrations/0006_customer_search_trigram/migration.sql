-- Hand-written migration: accent- and case-free customer search on trigram indexes.
-- unaccent() is only STABLE (its dictionary could change), so an index needs an IMMUTABLE wrapper
-- naming the dictionary; the search query uses the very same functions so the planner matches them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- Name, company, e-mail and username, lower-cased without accents.
CREATE OR REPLACE FUNCTION public.customer_search_text(firstname text, lastname text, company text, email text, username text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.immutable_unaccent(lower(coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' || coalesce(company, '') || ' ' || coalesce(email, '') || ' ' || coalesce(username, ''))) $$;

-- The digits of the four phone numbers (stored in E.164), separated by '|'.
CREATE OR REPLACE FUNCTION public.customer_phone_digits(mobile text, home text, pro_mobile text, work text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(coalesce(mobile, '') || '|' || coalesce(home, '') || '|' || coalesce(pro_mobile, '') || '|' || coalesce(work, ''), '[^0-9|]', '', 'g') $$;

CREATE INDEX "Customer_search_trgm_idx" ON "Customer"
  USING gin (public.customer_search_text("firstname", "lastname", "companyName", "email", "username") public.gin_trgm_ops);
CREATE INDEX "Customer_phone_trgm_idx" ON "Customer"
  USING gin (public.customer_phone_digits("phoneMobile", "phoneHome", "phoneProMobile", "phoneWork") public.gin_trgm_ops);
