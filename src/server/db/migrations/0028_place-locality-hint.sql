-- The distinguishing line of a card (docs/decisions/039-names-parents-recognise.md), written by the import.
ALTER TABLE "places" ADD COLUMN "locality_hint" text;