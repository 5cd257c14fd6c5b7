-- Hand-written migration: a legal condition's title and link become texts per language. The existing ones
-- are the vendor's default language's.
INSERT INTO "LegalConditionTranslation" ("legalConditionId", "language", "title", "url")
SELECT c."id", v."defaultLanguage", c."title", c."url"
FROM "LegalCondition" c JOIN "Vendor" v ON v."id" = c."vendorId";
