-- Decision 0069: a carrier that was already sent 834s (always marked P before) keeps getting production files;
-- every other carrier starts in test (ISA15 T) until operations switch it.
UPDATE "carriers" SET "edi_usage" = 'P'
WHERE EXISTS (
  SELECT 1 FROM "carrier_files" f WHERE f."carrier_id" = "carriers"."id" AND f."kind" <> 'life_census'
);
