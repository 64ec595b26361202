-- Custom SQL migration: plate numbers stored before normalizePlateNumber (packages/domain/src/contracts/plates.ts)
-- are written the same way, so the plate search and vehicles_plate_no_overlap see one number for one plate.
--
-- The normalisation, as the contract's: NFC; every whitespace character of JavaScript's \s removed; every I-letter
-- (i, ı, İ) the plain I; upper case as JavaScript's toUpperCase for the letters of the portal's scripts: Latin
-- (U+0000-U+024F, ß as SS), Cyrillic (U+0400-U+052F) and Georgian (U+10D0-U+10FF). translate with the explicit
-- letters, not upper(), whose result follows the database's locale (the C locale changes only ASCII).
-- apps/server/src/modules/plates/plate-migration.test.ts runs this file and compares it with the contract letter by
-- letter. Other letters, ŉ and ǰ (two letters in upper case) stay as stored until the plate is saved again.
--
-- Collisions: two live rows whose numbers normalise alike and whose registrations overlap cannot both take the number
-- (the constraint). The one already written normalised keeps it, else the one registered first (lowest vehicle_id);
-- any other overlapping row keeps its stored number and stays in the list, for an administrator to correct its dates
-- or delete it (its next save normalises it and is refused while the overlap lasts). Deleted rows, history only, are
-- all normalised. A number that would be empty or longer than the column stays too. updated_by and updated_at stay:
-- the plate is the same, only written as the screen writes it.
WITH "normalized" AS (
  SELECT "vehicle_id", "plate_number", "activation_date", "deactivation_date", "deleted_at",
    translate(
      replace(regexp_replace(normalize("plate_number", NFC), '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', '', 'g'), 'ß', 'SS'),
      'İabcdefghijklmnopqrstuvwxyzµàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĳĵķĺļľŀłńņňŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷźżžſƀƃƅƈƌƒƕƙƚƛƞơƣƥƨƭưƴƶƹƽƿǅǆǈǉǋǌǎǐǒǔǖǘǚǜǝǟǡǣǥǧǩǫǭǯǲǳǵǹǻǽǿȁȃȅȇȉȋȍȏȑȓȕȗșțȝȟȣȥȧȩȫȭȯȱȳȼȿɀɂɇɉɋɍɏабвгдежзийклмнопрстуфхцчшщъыьэюяѐёђѓєѕіїјљњћќѝўџѡѣѥѧѩѫѭѯѱѳѵѷѹѻѽѿҁҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӂӄӆӈӊӌӎӏӑӓӕӗәӛӝӟӡӣӥӧөӫӭӯӱӳӵӷӹӻӽӿԁԃԅԇԉԋԍԏԑԓԕԗԙԛԝԟԡԣԥԧԩԫԭԯაბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰჱჲჳჴჵჶჷჸჹჺჽჾჿ',
      'IABCDEFGHIJKLMNOPQRSTUVWXYZΜÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞŸĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮIĲĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŹŻŽSɃƂƄƇƋƑǶƘȽꟜȠƠƢƤƧƬƯƳƵƸƼǷǄǄǇǇǊǊǍǏǑǓǕǗǙǛƎǞǠǢǤǦǨǪǬǮǱǱǴǸǺǼǾȀȂȄȆȈȊȌȎȐȒȔȖȘȚȜȞȢȤȦȨȪȬȮȰȲȻⱾⱿɁɆɈɊɌɎАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏѠѢѤѦѨѪѬѮѰѲѴѶѸѺѼѾҀҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӁӃӅӇӉӋӍӀӐӒӔӖӘӚӜӞӠӢӤӦӨӪӬӮӰӲӴӶӸӺӼӾԀԂԄԆԈԊԌԎԐԒԔԖԘԚԜԞԠԢԤԦԨԪԬԮᲐᲑᲒᲓᲔᲕᲖᲗᲘᲙᲚᲛᲜᲝᲞᲟᲠᲡᲢᲣᲤᲥᲦᲧᲨᲩᲪᲫᲬᲭᲮᲯᲰᲱᲲᲳᲴᲵᲶᲷᲸᲹᲺᲽᲾᲿ'
    ) AS "plate"
  FROM "vehicles"
)
UPDATE "vehicles" SET "plate_number" = "n"."plate"
FROM "normalized" "n"
WHERE "vehicles"."vehicle_id" = "n"."vehicle_id"
  AND "n"."plate" <> "n"."plate_number"
  AND "n"."plate" <> ''
  AND length("n"."plate") <= 255
  AND ("n"."deleted_at" IS NOT NULL OR NOT EXISTS (
    SELECT 1 FROM "normalized" "other"
    WHERE "other"."vehicle_id" <> "n"."vehicle_id"
      AND "other"."deleted_at" IS NULL
      AND "other"."plate" = "n"."plate"
      AND daterange("other"."activation_date", "other"."deactivation_date", '[]') && daterange("n"."activation_date", "n"."deactivation_date", '[]')
      AND ("other"."plate_number" = "other"."plate" OR "other"."vehicle_id" < "n"."vehicle_id")
  ));
