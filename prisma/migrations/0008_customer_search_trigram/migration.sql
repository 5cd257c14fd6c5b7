-- Accent- and case-free customer search on trigram indexes. The search columns are kept by a
-- trigger, so a trigram match is rechecked on a short stored text, not by re-running unaccent.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes it IMMUTABLE.
-- Schema-qualified: maintenance commands run with a restricted search_path.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "phoneDigits" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Customer_searchText_idx" ON "Customer" USING GIN ("searchText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Customer_phoneDigits_idx" ON "Customer" USING GIN ("phoneDigits" gin_trgm_ops);

CREATE OR REPLACE FUNCTION public.customer_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := public.immutable_unaccent(lower(concat_ws(' ', NEW."firstname", NEW."lastname",
    NEW."companyName", NEW."email", NEW."username")));
  NEW."phoneDigits" := regexp_replace(concat_ws('|', NEW."phoneMobile", NEW."phoneHome", NEW."phoneProMobile",
    NEW."phoneWork"), '[^0-9|]', '', 'g');
  RETURN NEW;
END
$$;

CREATE TRIGGER "Customer_search_columns" BEFORE INSERT OR UPDATE ON "Customer"
  FOR EACH ROW EXECUTE FUNCTION public.customer_search_columns();

-- Existing customers get their search columns.
UPDATE "Customer" SET "firstname" = "firstname";
